import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../ui/Dialog.tsx';

const looks = {
  /** A section's own action above its list (Add a medal). */
  section: 'button',
  /** One card's action among its others (Edit). */
  card: 'button button--secondary button--small',
} as const;

/**
 * A button that opens a sheet with a form: the sheet's content is drawn only while it is open (each
 * opening starts from the item's values), and it gets `close` to call once the form is saved. Focus
 * returns to the button when the sheet closes (the dialog does that).
 */
export function SheetButton({
  label,
  title = label,
  testId,
  sheetTestId,
  look = 'card',
  size,
  children,
}: {
  label: string;
  title?: string;
  testId: string;
  sheetTestId: string;
  look?: keyof typeof looks;
  /** `full` for a long form (a questionnaire's questions), as the dialog says. */
  size?: 'fit' | 'full';
  children: (close: () => void) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={looks[look]} onClick={() => setOpen(true)} data-testid={testId}>
        {label}
      </button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={title}
        variant="sheet"
        size={size}
        testId={sheetTestId}
      >
        {open ? children(() => setOpen(false)) : null}
      </Dialog>
    </>
  );
}

type SheetButtonProps = Parameters<typeof SheetButton>[0];

/** A section's own Add, above its list: the sheet with the new thing's form. */
export function AddButton(props: Omit<SheetButtonProps, 'look'>) {
  return (
    <div className="admin-card__actions">
      <SheetButton {...props} look="section" />
    </div>
  );
}

/** A card's Edit: the sheet, titled with the thing's name, with its form. */
export function EditButton({
  label,
  title,
  ...props
}: Omit<SheetButtonProps, 'look' | 'label'> & { label?: string; title: string }) {
  const { t } = useTranslation('admin');
  return <SheetButton {...props} title={title} label={label ?? t('structure.edit')} />;
}
