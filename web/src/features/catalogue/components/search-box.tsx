/**
 * The catalogue's search field. What is typed shows at once; it is handed on (and so fetched) only
 * after typing pauses for 250 ms, or at once with Enter, so a phone sends one request per pause
 * rather than one per letter.
 */
import { type FormEvent, useEffect, useRef, useState } from 'react';

export const SEARCH_PAUSE_MS = 250;

export function SearchBox({
  value,
  onSearch,
  describedBy,
}: {
  /** The search in effect (from the address); the field follows it when it changes elsewhere. */
  value: string;
  onSearch(text: string): void;
  describedBy?: string;
}) {
  const [text, setText] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    setText(value);
  }, [value]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const type = (next: string) => {
    setText(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => onSearch(next.trim()), SEARCH_PAUSE_MS);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    clearTimeout(timer.current);
    onSearch(text.trim());
  };

  return (
    <form className="catalogue__search field" onSubmit={submit}>
      <label htmlFor="course-search">Search courses</label>
      <input
        id="course-search"
        type="search"
        name="q"
        placeholder="Search by name, creator or category"
        value={text}
        onChange={(e) => type(e.target.value)}
        aria-describedby={describedBy}
        autoComplete="off"
      />
    </form>
  );
}
