import { type TextareaHTMLAttributes, useId } from 'react';

interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  hint?: string;
}

/** The multi-line sibling of the shared Field: a labelled textarea with an optional hint. */
export function TextAreaField({ label, hint, id, ...textarea }: TextAreaFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = hint ? `${inputId}-hint` : undefined;
  return (
    <div className="field">
      <label htmlFor={inputId}>{label}</label>
      <textarea id={inputId} aria-describedby={hintId} rows={4} {...textarea} />
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
    </div>
  );
}
