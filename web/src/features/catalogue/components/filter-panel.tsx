/**
 * The collapsible 'Filter by' panel with the language filter. It starts open on wide screens and
 * collapsed below 992px, where it would push the courses out of sight.
 */
import { LANGUAGES, type Language } from '@shared/constants';
import { useId, useState } from 'react';

const WIDE = '(min-width: 992px)';
const startsOpen = () => typeof window.matchMedia !== 'function' || window.matchMedia(WIDE).matches;

export function FilterPanel({
  languages,
  onToggle,
}: {
  languages: ReadonlySet<Language>;
  onToggle(language: Language): void;
}) {
  const [open, setOpen] = useState(startsOpen);
  const panelId = useId();
  return (
    <aside className="filters" aria-label="Filters">
      <button
        type="button"
        className="filters__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        Filter by
        <span className={`filters__chevron${open ? ' is-open' : ''}`} aria-hidden="true" />
      </button>
      <div id={panelId} className="filters__panel" hidden={!open}>
        <fieldset className="filters__group">
          <legend>Language</legend>
          {LANGUAGES.map((language) => (
            <label key={language} className="check">
              <input type="checkbox" checked={languages.has(language)} onChange={() => onToggle(language)} />
              {language}
            </label>
          ))}
        </fieldset>
      </div>
    </aside>
  );
}
