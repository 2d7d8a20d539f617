/**
 * A form whose problems show next to their fields: the shared rules (e.g. `shared/account.ts`) are
 * checked before anything is sent, the first refused field takes the focus, the form is busy while
 * it saves, and a refusal from the server lands on the field it concerns.
 */
import type { FieldProblems } from '@shared/validation';
import { type ChangeEvent, type FormEvent, useRef, useState } from 'react';
import { sharedMessage } from '../i18n/shared-messages';
import { useFormFields } from './use-form-fields';

/**
 * The shared rules' problems in the page's language. A field's problem arrives as its English text,
 * so a plain message (the text rule's, an account message) is translated and one with values filled
 * in stays English.
 */
function inPageLanguage<Form>(found: FieldProblems<Form>): FieldProblems<Form> {
  const shown: FieldProblems<Form> = {};
  for (const [key, problem] of Object.entries(found) as [keyof Form & string, string | undefined][])
    if (problem) shown[key] = sharedMessage(problem);
  return shown;
}

export function useFieldForm<Form extends Record<string, string>>(
  initial: Form,
  check: (form: Form) => FieldProblems<Form>,
) {
  const { values: form, setValues: setForm, field: bind } = useFormFields(initial);
  const [problems, setProblems] = useState<FieldProblems<Form>>({});
  const [saving, setSaving] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  /** What a Field of `key` needs: its value, its change handler and its problem, gone once it is edited. */
  const field = (key: keyof Form & string) => {
    const bound = bind(key);
    return {
      ...bound,
      error: problems[key],
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
        bound.onChange(event);
        setProblems(({ [key]: _fixed, ...rest }) => rest as FieldProblems<Form>);
      },
    };
  };

  /** Shows `found` next to their fields and puts the focus on the first of them. */
  const refuse = (found: FieldProblems<Form>) => {
    setProblems(found);
    const first = Object.keys(initial).find((key) => found[key as keyof Form & string]);
    // After this render: a confirmation dialog closing now gives the focus back to its opener first.
    if (first)
      setTimeout(() => (formRef.current?.elements.namedItem(first) as HTMLInputElement | null)?.focus(), 0);
  };

  /**
   * The submit handler: checks, then `send`s the form; `send` answers the problems the server
   * found, by field, or nothing when it was saved.
   */
  const onSubmit =
    (send: (form: Form) => Promise<FieldProblems<Form> | undefined>) => async (event: FormEvent) => {
      event.preventDefault();
      const found = inPageLanguage(check(form));
      if (Object.keys(found).length > 0) return refuse(found);
      setSaving(true);
      const refused = await send(form);
      setSaving(false);
      refuse(refused ?? {});
    };

  return { form, setForm, saving, formRef, field, onSubmit, refuse };
}
