import type { MouseEvent, ReactNode, SyntheticEvent } from 'react';
import { useId, useLayoutEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Icon } from './Icon.tsx';
import { useMounted } from './useMounted.ts';

type DialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  testId?: string;
  /** `sheet` slides up from the bottom on mobile; `center` is a modal box. */
  variant?: 'center' | 'sheet';
  /**
   * `full` takes the most height it may from the start, for a long list that arrives after opening:
   * growing then would move everything in it (a layout shift).
   */
  size?: 'fit' | 'full';
  /** A blocking dialog ignores Esc and outside clicks and has no close button. */
  blocking?: boolean;
};

/**
 * The browser's own modal `<dialog>` with the app's look. `showModal()` puts it in the top layer and
 * makes the rest of the page inert (focus stays inside, screen readers see only it), Esc closes it
 * (unless blocking) and focus returns where it was — what a dialog library would add, in zero bytes
 * of JavaScript, which matters on the first view of cheap phones (ARCHITECTURE §9).
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  testId,
  variant = 'center',
  size = 'fit',
  blocking,
}: DialogProps) {
  const { t } = useTranslation('common');
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  // A dialog lives at the end of the browser's <body>: it is never part of a page the server draws,
  // and one open from the start (the country chooser) opens once the page is taken over.
  const mounted = useMounted();

  // A layout effect: its cleanup runs in the same commit that takes the dialog out of the page, so
  // focus goes back to the opener at once, not a frame later by way of <body> (which a screen reader
  // announces, and which a key pressed in between would act on).
  useLayoutEffect(() => {
    const element = dialog.current;
    if (!element || !open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!element.open) element.showModal();
    // The page behind a modal must not scroll under the finger.
    const previousOverflow = document.documentElement.style.overflow;
    document.documentElement.style.overflow = 'hidden';
    return () => {
      document.documentElement.style.overflow = previousOverflow;
      if (element.open) element.close();
      // The element leaves the page with `open`, so focus is handed back by hand.
      if (opener?.isConnected) opener.focus();
    };
  }, [open, mounted]);

  if (!open || !mounted) return null;

  const onCancel = (event: SyntheticEvent) => {
    // Esc: a blocking dialog stays; any other closes through its owner, which controls `open`.
    event.preventDefault();
    if (!blocking) onOpenChange(false);
  };
  const onBackdropClick = (event: MouseEvent<HTMLDialogElement>) => {
    // A click on the dialog element itself (not its content) landed on the backdrop.
    if (!blocking && event.target === event.currentTarget) onOpenChange(false);
  };

  // Rendered at the end of <body>: an opener inside a menu that hides itself (display: none) would
  // otherwise hide the dialog too, and clicks inside it would count as outside the menu.
  return createPortal(
    <dialog
      ref={dialog}
      className={`dialog dialog--${variant} dialog--${size}`}
      data-testid={testId}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={onCancel}
      onClick={onBackdropClick}
    >
      <h2 className="dialog__title" id={titleId}>
        {title}
      </h2>
      {description ? (
        <p className="dialog__description" id={descriptionId}>
          {description}
        </p>
      ) : null}
      {children}
      {blocking ? null : (
        <button
          type="button"
          className="icon-button dialog__close"
          aria-label={t('close')}
          onClick={() => onOpenChange(false)}
        >
          <Icon name="close" />
        </button>
      )}
    </dialog>,
    document.body,
  );
}
