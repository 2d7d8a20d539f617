import { type FormEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import { t } from '../../i18n';

/**
 * A modal dialog on the native <dialog> element: it traps focus, closes with Escape and returns
 * focus to the opener, with no extra code.
 */
export function Dialog({
  open,
  onClose,
  title,
  children,
  closeLabel,
}: {
  open: boolean;
  onClose(): void;
  title: string;
  children: ReactNode;
  /** The closing button's text; a dialog holding a form says 'Cancel'. */
  closeLabel?: string;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal?.();
    if (!open && dialog.open) dialog.close?.();
  }, [open]);
  return (
    <dialog ref={ref} className="dialog" aria-labelledby={titleId} onClose={onClose} onCancel={onClose}>
      <h2 id={titleId}>{title}</h2>
      {children}
      <div className="dialog__actions">
        <button type="button" className="btn btn--primary" onClick={onClose}>
          {closeLabel ?? t('Got it')}
        </button>
      </div>
    </dialog>
  );
}

/**
 * A dialog holding one form (approve, reject), open while shown and closed with Cancel. The form
 * shows its own problems under its fields, so the browser's checks are off.
 */
export function FormDialog({
  title,
  onClose,
  onSubmit,
  formClassName = 'form',
  children,
}: {
  title: string;
  onClose(): void;
  onSubmit(event: FormEvent<HTMLFormElement>): void;
  formClassName?: string;
  children: ReactNode;
}) {
  return (
    <Dialog open onClose={onClose} title={title} closeLabel={t('Cancel')}>
      <form className={formClassName} onSubmit={onSubmit} noValidate>
        {children}
      </form>
    </Dialog>
  );
}
