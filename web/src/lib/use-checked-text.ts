/**
 * A form's one text field and the problem found with it: spread `field` onto a Field or a
 * TextAreaField; typing clears the problem, as the learner is fixing it.
 */
import { type ChangeEvent, useState } from 'react';

export function useCheckedText() {
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const field = {
    value: text,
    error: problem,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      setText(event.target.value);
      setProblem(undefined);
    },
  };
  return { text, setText, problem, setProblem, field };
}
