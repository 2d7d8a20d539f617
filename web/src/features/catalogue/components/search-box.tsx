/**
 * The catalogue's search field. What is typed shows at once; it is handed on (and so fetched) only
 * after typing pauses for 250 ms, or at once with Enter, so a phone sends one request per pause
 * rather than one per letter. On the catalogue rendered at build time, Enter before the app is live
 * sends the form as it stands (GET `/course?q=…`), which the app answers with the search; text typed
 * without Enter stays in the field, and the catalogue page searches for it once the app is live,
 * together with the filters and sort chosen meanwhile.
 */
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { t } from '../../../i18n';
import { useChangedBeforeHydration } from '../../../lib/hydration';

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
  const form = useRef<HTMLFormElement>(null);

  // The field follows a search changed elsewhere (back, a link), not merely its first value, which
  // text typed before the app was live replaces. The search it handed on itself comes back too, once
  // the page commits it, which on a slow phone can be after more letters were typed: that one leaves
  // the field as it is.
  const [followed, setFollowed] = useState(value);
  const [handedOn, setHandedOn] = useState<string>();
  if (value !== followed) {
    setFollowed(value);
    setHandedOn(undefined);
    if (value !== handedOn) setText(value);
  }
  useEffect(() => () => clearTimeout(timer.current), []);

  const search = (next: string) => {
    setHandedOn(next);
    onSearch(next);
  };
  const type = (next: string) => {
    setText(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => search(next.trim()), SEARCH_PAUSE_MS);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    clearTimeout(timer.current);
    search(text.trim());
  };
  // Only the field: a search started here would build on the address the page was rendered with and
  // undo a filter chosen before the app was live, so the page adopts the search with the filters.
  useChangedBeforeHydration(form, ({ q }) => {
    if (q !== undefined) setText(q);
  });

  return (
    <form ref={form} className="catalogue__search field" onSubmit={submit}>
      <label htmlFor="course-search">{t('Search courses')}</label>
      <input
        id="course-search"
        type="search"
        name="q"
        placeholder={t('Search by name, creator or category')}
        value={text}
        onChange={(e) => type(e.target.value)}
        aria-describedby={describedBy}
        autoComplete="off"
      />
    </form>
  );
}
