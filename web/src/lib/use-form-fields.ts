/**
 * A form's text fields: their values by name, and what a field needs to show and change its value
 * (`field(name)`: its name, its value and its change handler, to spread onto a Field, a
 * TextAreaField or a select).
 */
import { type ChangeEvent, useState } from 'react';

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

export function useFormFields<Form extends Record<keyof Form, string>>(initial: Form | (() => Form)) {
  const [values, setValues] = useState(initial);

  const field = (name: keyof Form & string) => ({
    name,
    value: values[name],
    onChange: (event: ChangeEvent<Control>) => {
      const { value } = event.target;
      setValues((current) => ({ ...current, [name]: value }));
    },
  });

  /**
   * Takes what was typed into this form's fields before the page was live (the changes that
   * `useChangedBeforeHydration` hands over), leaving the rest as it is.
   */
  const adopt = (typed: Record<string, string>) =>
    setValues((current) => {
      const ours = Object.entries(typed).filter(([name]) => Object.hasOwn(current, name));
      return { ...current, ...Object.fromEntries(ours) };
    });

  return { values, setValues, field, adopt };
}
