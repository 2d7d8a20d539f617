import type { FormEvent, ReactNode, RefObject } from 'react';
import { SpinnerButton } from '../../../components/ui/busy-button';

/**
 * A form of the account page that saves one change: its fields, then the button that sends them,
 * with a spinner read out as `working` while the call runs. The browser's own checks are off: the
 * form shows each field's problem under it.
 */
export function AccountForm({
  fieldForm: { formRef, saving },
  onSubmit,
  working,
  submitLabel,
  children,
}: {
  /** The form's state from useFieldForm: its element and whether its call runs. */
  fieldForm: { formRef: RefObject<HTMLFormElement | null>; saving: boolean };
  onSubmit(event: FormEvent<HTMLFormElement>): void;
  working: string;
  submitLabel: string;
  children: ReactNode;
}) {
  return (
    <form ref={formRef} className="form" method="post" onSubmit={onSubmit} noValidate>
      {children}
      <SpinnerButton
        className="btn btn--primary account__submit"
        type="submit"
        busy={saving}
        working={working}
      >
        {submitLabel}
      </SpinnerButton>
    </form>
  );
}
