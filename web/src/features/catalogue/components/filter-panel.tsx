/**
 * The collapsible 'Filter by' panel with the language filter. It starts open on wide screens and
 * collapsed below 992px, where it would push the courses out of sight. Until the visitor toggles it,
 * the stylesheet decides by the same width, so the page rendered at build time (which knows no
 * screen) already shows it right.
 */
import { LANGUAGES, type Language } from '@shared/constants';
import { useId, useState } from 'react';
import { useMediaQuery } from '../../../components/ui/use-media-query';

const WIDE = '(min-width: 992px)';

export function FilterPanel({
  languages,
  onToggle,
}: {
  languages: ReadonlySet<Language>;
  onToggle(language: Language): void;
}) {
  const wide = useMediaQuery(WIDE);
  const [choice, setChoice] = useState<boolean | null>(null);
  const open = choice ?? wide;
  const panelId = useId();
  return (
    <aside className="filters" aria-label="Filters">
      <button
        type="button"
        className="filters__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setChoice(!open)}
      >
        Filter by
        <span className={`filters__chevron${open ? ' is-open' : ''}`} aria-hidden="true" />
      </button>
      <div
        id={panelId}
        className={`filters__panel${choice === null ? ' filters__panel--by-width' : ''}`}
        hidden={choice === false}
      >
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
