/**
 * The collapsible 'Filter by' panel: language, category and length, each with how many courses
 * each choice would show (the call's facets). A choice that would show none cannot be made, unless
 * it is the one made (it must stay clearable). It starts open on wide screens and collapsed below
 * 992px, where it would push the courses out of sight; there, once open, it ends with "Show N
 * courses", which closes it and takes the learner to the results it chose.
 * Until the visitor toggles it, the stylesheet decides by the same width, so the page rendered at
 * build time (which knows no screen) already shows it right. Each choice carries its value ("Any"
 * is ''), named like the address's parameter, so one made before the app was live can be read back.
 */
import type { CatalogueFacets, CourseLength } from '@shared/catalogue';
import { COURSE_LENGTHS, LENGTH_LESSONS } from '@shared/catalogue';
import { LANGUAGES, type Language } from '@shared/constants';
import { useId, useState } from 'react';
import { flushSync } from 'react-dom';
import { DisclosureButton } from '../../../components/ui/disclosure-button';
import { useMediaQuery } from '../../../components/ui/use-media-query';
import { t } from '../../../i18n';
import { countText } from '../../../lib/count-text';
import { courseLanguageName } from '../../../lib/course-language';
import type { CatalogueView } from '../catalogue-query';

const WIDE = '(min-width: 992px)';

// No parentheses of their own: the count follows in parentheses, and two pairs read as clutter.
const lengthLabel = (length: CourseLength): string => {
  if (length === 'short') return t('Short, up to {max} lessons', { max: LENGTH_LESSONS.short.max });
  if (length === 'medium')
    return t('Medium, {min}–{max} lessons', {
      min: LENGTH_LESSONS.medium.min,
      max: LENGTH_LESSONS.medium.max,
    });
  return t('Long, {min}+ lessons', { min: LENGTH_LESSONS.long.min });
};

const count = (n: number | undefined) => (n === undefined ? '' : ` (${countText(n)})`);

function Choices<T extends string>({
  legend,
  name,
  options,
  chosen,
  counts,
  label,
  onChoose,
  plain = false,
}: {
  /** Labels as written (categories, lengths); languages are shown capitalised. */
  plain?: boolean;
  legend: string;
  name: string;
  options: readonly T[];
  chosen: T | undefined;
  counts?: Record<string, number>;
  label(option: T): string;
  onChoose(option: T | undefined): void;
}) {
  return (
    <fieldset className={`filters__group${plain ? ' filters__group--plain' : ''}`}>
      <legend>{legend}</legend>
      <label className="check">
        <input
          type="radio"
          name={name}
          value=""
          checked={chosen === undefined}
          onChange={() => onChoose(undefined)}
        />
        {t('Any')}
      </label>
      {options.map((option) => (
        <label key={option} className="check">
          <input
            type="radio"
            name={name}
            value={option}
            checked={chosen === option}
            // Counts not known yet (the first load) refuse nothing.
            disabled={counts?.[option] === 0 && chosen !== option}
            onChange={() => onChoose(option)}
          />
          {label(option)}
          {count(counts?.[option])}
        </label>
      ))}
    </fieldset>
  );
}

export function FilterPanel({
  view,
  facets,
  total,
  onChange,
  onShowResults,
}: {
  view: CatalogueView;
  facets: CatalogueFacets | undefined;
  /** How many courses the current choices show; undefined while they load. */
  total: number | undefined;
  onChange(change: Partial<CatalogueView>): void;
  /** Takes the learner to the results, once the panel has closed. */
  onShowResults(): void;
}) {
  const wide = useMediaQuery(WIDE);
  const [choice, setChoice] = useState<boolean | null>(null);
  const open = choice ?? wide;
  const panelId = useId();
  const categories = Object.keys(facets?.category ?? {});
  if (view.category && !categories.some((c) => c.toLowerCase() === view.category?.toLowerCase()))
    categories.push(view.category);
  const chosenCategory = categories.find((c) => c.toLowerCase() === view.category?.toLowerCase());
  return (
    <aside className="filters" aria-label={t('Filters')}>
      <DisclosureButton className="filters__toggle" open={open} controls={panelId} onOpenChange={setChoice}>
        {t('Filter by')}
        <span className={`filters__chevron${open ? ' is-open' : ''}`} aria-hidden="true" />
      </DisclosureButton>
      <div
        id={panelId}
        className={`filters__panel${choice === null ? ' filters__panel--by-width' : ''}`}
        hidden={choice === false}
      >
        <Choices<Language>
          legend={t('Language')}
          name="language"
          options={LANGUAGES}
          chosen={view.language}
          counts={facets?.language}
          label={courseLanguageName}
          onChoose={(language) => onChange({ language })}
        />
        <Choices<string>
          legend={t('Category')}
          name="category"
          options={categories}
          chosen={chosenCategory}
          counts={facets?.category}
          label={(category) => category}
          plain
          onChoose={(category) => onChange({ category })}
        />
        <Choices<CourseLength>
          legend={t('Length')}
          name="length"
          options={COURSE_LENGTHS}
          chosen={view.length}
          counts={facets?.length}
          label={lengthLabel}
          plain
          onChoose={(length) => onChange({ length })}
        />
        {/* Hidden where the panel sits beside the results. */}
        <button
          type="button"
          className="btn btn--primary filters__show"
          onClick={() => {
            // Closed first, so the results are where they will stay when focus scrolls to them.
            flushSync(() => setChoice(false));
            onShowResults();
          }}
        >
          {total === undefined
            ? t('Show courses')
            : t('{count, plural, one {Show # course} other {Show # courses}}', { count: total })}
        </button>
      </div>
    </aside>
  );
}
