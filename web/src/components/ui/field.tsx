import { type ComponentProps, type ReactNode, useId } from 'react';

interface Labelled {
  label: string;
  hint?: string;
  /** What is wrong with the value, shown under the control and read out with it. */
  error?: string;
  /** Styles the hint beyond `.field__hint`. */
  hintClassName?: string;
  /** The control's id; one is made up when absent. */
  id?: string;
}

type FieldProps = Labelled & Omit<ComponentProps<'input'>, 'children'>;

type TextAreaFieldProps = Labelled &
  Omit<ComponentProps<'textarea'>, 'children'> & {
    /** Shown after the hint but not read out with the control: remarks only some learners need. */
    children?: ReactNode;
  };

/** The ids that tie a control to its label, hint and error, and whether its value is refused. */
interface ControlIds {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

/** A label, the control it names and an optional hint tied to the control for screen readers. */
function LabelledControl({
  label,
  hint,
  error,
  hintClassName,
  id,
  control,
  children,
}: Labelled & { control(ids: ControlIds): ReactNode; children?: ReactNode }) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label htmlFor={controlId}>{label}</label>
      {control({
        id: controlId,
        'aria-describedby': describedBy,
        ...(error ? { 'aria-invalid': true } : {}),
      })}
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
      {hint && (
        <p id={hintId} className={hintClassName ? `field__hint ${hintClassName}` : 'field__hint'}>
          {hint}
        </p>
      )}
      {children}
    </div>
  );
}

/** A labelled input with an optional hint and error. */
export function Field({ label, hint, error, hintClassName, id, ...input }: FieldProps) {
  const labelled = { label, hint, error, hintClassName, id };
  return <LabelledControl {...labelled} control={(ids) => <input {...ids} {...input} />} />;
}

/**
 * The multi-line sibling of Field: a labelled textarea, four rows unless told, with an optional hint
 * and error.
 */
export function TextAreaField({
  label,
  hint,
  error,
  hintClassName,
  id,
  children,
  ...textarea
}: TextAreaFieldProps) {
  const labelled = { label, hint, error, hintClassName, id, children };
  return <LabelledControl {...labelled} control={(ids) => <textarea {...ids} rows={4} {...textarea} />} />;
}

/** An e-mail address: the browser offers the learner's own and checks its form. */
export function EmailField(props: Omit<FieldProps, 'type' | 'autoComplete'>) {
  return <Field type="email" autoComplete="email" {...props} />;
}

/**
 * A password the learner must give: `current` lets the password manager fill in the saved one,
 * `new` lets it offer a strong one (and save it).
 */
export function PasswordField({
  purpose,
  ...props
}: Omit<FieldProps, 'type' | 'autoComplete' | 'required'> & { purpose: 'current' | 'new' }) {
  return <Field type="password" autoComplete={`${purpose}-password`} required {...props} />;
}
