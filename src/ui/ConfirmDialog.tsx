import * as Dialog from '@radix-ui/react-dialog';
import { useRef, type ReactNode } from 'react';

export interface ConfirmDialogProps {
  open: boolean;
  /** Called with false when the user cancels: Escape, the overlay, or the cancel button. */
  onOpenChange: (open: boolean) => void;
  title: string;
  /** Read by screen readers as the dialog's description. */
  description: ReactNode;
  /** Extra content below the description (a list, a checkbox). */
  children?: ReactNode;
  /** Without onConfirm the dialog only informs, and its one button closes it. */
  onConfirm?: () => void;
  confirmLabel?: string;
  cancelLabel?: string;
  tone?: 'primary' | 'danger';
  /** More actions beside confirm (e.g. a second way out such as "Add to a change request"). */
  actions?: ReactNode;
  /**
   * Where focus goes when the dialog closes. Without a Radix trigger, focus would fall to the
   * page; by default it returns to what had focus when the dialog opened.
   */
  returnFocusTo?: HTMLElement | null;
}

/** A modal question with one clear answer; focus starts on the safe choice (cancel). */
export function ConfirmDialog({
  open, onOpenChange, title, description, children, onConfirm,
  confirmLabel = 'Confirm', cancelLabel = onConfirm ? 'Cancel' : 'Close', tone = 'primary', actions, returnFocusTo,
}: ConfirmDialogProps) {
  const opener = useRef<HTMLElement | null>(null);
  const safeChoice = useRef<HTMLButtonElement>(null);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content
          className="dialog-content"
          role="alertdialog"
          onOpenAutoFocus={(event) => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
            // Radix would focus the first control, which may be a checkbox such as "don't ask
            // again": a reflex press must land on the choice that changes nothing.
            event.preventDefault();
            safeChoice.current?.focus();
          }}
          onCloseAutoFocus={(event) => {
            const target = returnFocusTo ?? opener.current;
            if (target?.isConnected) {
              event.preventDefault();
              target.focus();
            }
          }}
        >
          <Dialog.Title className="dialog-title">{title}</Dialog.Title>
          <Dialog.Description asChild>
            <div className="dialog-description">{description}</div>
          </Dialog.Description>
          {children}
          <div className="dialog-actions">
            <Dialog.Close asChild>
              <button ref={safeChoice} type="button" className="button">
                {cancelLabel}
              </button>
            </Dialog.Close>
            {actions}
            {onConfirm && (
              <button type="button" className={`button ${tone === 'danger' ? 'button-danger' : 'button-primary'}`} onClick={onConfirm}>
                {confirmLabel}
              </button>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
