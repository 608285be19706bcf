import type { ReactNode } from 'react';
import * as RadixDialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import { Icon } from './Icon.tsx';

type DialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  testId?: string;
  /** `sheet` slides up from the bottom on mobile; `center` is a modal box. */
  variant?: 'center' | 'sheet';
  /** A blocking dialog ignores Esc and outside clicks and has no close button. */
  blocking?: boolean;
};

/** Radix dialog with the app's look: focus trapped and restored, Esc closes (unless blocking). */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  testId,
  variant = 'center',
  blocking,
}: DialogProps) {
  const { t } = useTranslation('common');
  const prevent = (event: Event) => event.preventDefault();
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="dialog-overlay" />
        <RadixDialog.Content
          className={`dialog dialog--${variant}`}
          data-testid={testId}
          onEscapeKeyDown={blocking ? prevent : undefined}
          onPointerDownOutside={blocking ? prevent : undefined}
          onInteractOutside={blocking ? prevent : undefined}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <RadixDialog.Title className="dialog__title">{title}</RadixDialog.Title>
          {description ? (
            <RadixDialog.Description className="dialog__description">{description}</RadixDialog.Description>
          ) : null}
          {children}
          {blocking ? null : (
            <RadixDialog.Close className="icon-button dialog__close" aria-label={t('close')}>
              <Icon name="close" />
            </RadixDialog.Close>
          )}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
