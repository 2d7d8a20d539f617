/**
 * The catalogue: search, filters and sort are answered by the server and kept in the address, the
 * list grows page by page with "Load more", and every page also has a plain link, so crawlers and
 * keyboards reach every course. The page never holds more than MAX_CARDS cards: past that, "Load
 * more" opens the next page as a page of its own.
 */
import type { CatalogueItem, CatalogueSort } from '@shared/catalogue';
import { CATALOGUE_LIMITS } from '@shared/catalogue';
import { useMemo, useRef } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { CourseCard, FreeBadge } from '../../../components/course/course-card';
import { Message } from '../../../components/ui/message';
import { PageTitle } from '../../../components/ui/page-title';
import { SkeletonCard } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { useChangedBeforeHydration } from '../../../lib/hydration';
import { Stars } from '../../ratings';
import { requestFormHref } from '../../requests';
import {
  type CatalogueView,
  changeView,
  readView,
  shownSort,
  viewHref,
  viewParams,
} from '../catalogue-query';
import { FilterPanel } from '../components/filter-panel';
import { SearchBox } from '../components/search-box';
import { useCataloguePages } from '../hooks/use-catalogue-pages';
import '../catalogue.css';
import { msg, t } from '../../../i18n';
import { courseLanguageName } from '../../../lib/course-language';

const SKELETONS = 8;
/** Ten pages of 24: enough to browse, few enough for a phone. */
export const MAX_CARDS = 10 * CATALOGUE_LIMITS.pageDefault;

const SORT_LABELS: Record<CatalogueSort, string> = {
  relevance: msg('Best match'),
  newest: msg('Newest'),
  popular: msg('Most liked'),
  shortest: msg('Shortest'),
  rating: msg('Highest rated'),
};

/** The view's parts a control sets, each control named after its address parameter. */
const CONTROLLED = ['q', 'language', 'category', 'length', 'sort'] as const;

/**
 * What was typed and chosen in the controls (name → value) as the change they would have made: read
 * as the address is, so "Any" ('') clears a filter and a value the list does not know is dropped.
 */
function controlsChange(changed: Record<string, string>): Partial<CatalogueView> {
  const asRead = readView(new URLSearchParams(changed));
  return Object.fromEntries(CONTROLLED.filter((name) => name in changed).map((name) => [name, asRead[name]]));
}

export default function CoursesPage() {
  const [params, setParams] = useSearchParams();
  const view = useMemo(() => readView(params), [params]);
  const viewKey = viewParams(view).toString();
  const { state, loadMore, retry } = useCataloguePages(viewKey);

  const show = (change: Partial<CatalogueView>, replace = false) =>
    setParams(viewParams(changeView(view, change)), { replace, preventScrollReset: true });

  // On the page rendered at build time, what the visitor typed and chose before the app was live
  // becomes one change of the address as the app adopts the page, so the list, the address and the
  // controls all show it. One change, not one per control: each would build on the address the page
  // was rendered with and undo the others. A search alone replaces the address, as typing does.
  const catalogue = useRef<HTMLElement>(null);
  const results = useRef<HTMLParagraphElement>(null);
  useChangedBeforeHydration(catalogue, (changed) => {
    const change = controlsChange(changed);
    const searchOnly = Object.keys(change).every((name) => name === 'q');
    show(change, searchOnly);
  });

  const ready = state.kind === 'ready' ? state : undefined;
  // While a new list loads, the filters keep the last counts instead of flickering empty.
  const lastFacets = useRef(ready?.facets);
  if (ready) lastFacets.current = ready.facets;
  const nextHref = ready?.next ? viewHref({ ...view, cursor: ready.next }) : undefined;
  const canAppend = ready !== undefined && ready.items.length + CATALOGUE_LIMITS.pageDefault <= MAX_CARDS;

  return (
    <section ref={catalogue} className="container page catalogue">
      <PageTitle
        description={t(
          'Every course on LearnFree is free: programming, computer science and more, in English and Hindi. Pick one and start learning today.',
        )}
      >
        {t('Courses')}
      </PageTitle>
      <h1>{t('Courses')}</h1>
      <p className="lead">{t('Every course is free. Pick one and start learning today.')}</p>
      {/* A search narrows the current filters; typing replaces the address rather than adding to history. */}
      <SearchBox value={view.q} onSearch={(q) => show({ q }, true)} describedBy="course-results" />
      <div className="catalogue__layout columns columns--from-lg">
        <FilterPanel
          view={view}
          facets={lastFacets.current}
          total={ready?.total}
          onChange={(change) => show(change)}
          onShowResults={() => results.current?.focus()}
        />
        <div>
          <div className="spread-row catalogue__bar">
            {/* Focused by the filter panel's "Show N courses": the count heads the results. */}
            <p
              ref={results}
              id="course-results"
              className="catalogue__count"
              aria-live="polite"
              tabIndex={-1}
            >
              {ready &&
                (view.q
                  ? t(
                      '{count, plural, one {# course matches “{search}”} other {# courses match “{search}”}}',
                      {
                        count: ready.total,
                        search: view.q,
                      },
                    )
                  : t('{count, plural, one {# course} other {# courses}}', { count: ready.total }))}
            </p>
            <label className="catalogue__sort">
              {t('Sort by')}{' '}
              <select
                name="sort"
                value={shownSort(view)}
                onChange={(e) => show({ sort: e.target.value as CatalogueSort })}
              >
                {(view.q
                  ? (['relevance', 'newest', 'popular', 'rating', 'shortest'] as const)
                  : (['newest', 'popular', 'rating', 'shortest'] as const)
                ).map((sort) => (
                  <option key={sort} value={sort}>
                    {t(SORT_LABELS[sort])}
                  </option>
                ))}
              </select>
            </label>
          </div>
          {view.cursor && (
            <p className="catalogue__later">
              {t('These are later courses of the list.')}{' '}
              <Link to={viewHref({ ...view, cursor: undefined })}>{t('Back to the start')}</Link>
            </p>
          )}
          {state.kind === 'failed' && (
            <div className="catalogue__error">
              <Message tone="error">{state.msg}</Message>
              <button type="button" className="btn btn--ghost" onClick={retry}>
                {t('Try again')}
              </button>
            </div>
          )}
          {ready && ready.total === 0 && (
            <EmptyState
              view={view}
              onClear={() => show({ q: '', language: undefined, category: undefined, length: undefined })}
            />
          )}
          {state.kind === 'loading' && <CourseListSkeleton />}
          {ready && ready.items.length > 0 && <CourseList courses={ready.items} />}
          {ready?.moreFailed && <Message tone="error">{ready.moreFailed}</Message>}
          {nextHref && (
            <p className="catalogue__more">
              <Link
                className="btn btn--ghost"
                to={nextHref}
                aria-disabled={ready?.loadingMore || undefined}
                onClick={(event) => {
                  // With scripts, the next page joins this one; the link itself serves crawlers,
                  // new tabs, and the list once it holds MAX_CARDS.
                  if (!canAppend || event.metaKey || event.ctrlKey || event.shiftKey) return;
                  event.preventDefault();
                  loadMore();
                }}
              >
                {ready?.loadingMore ? t('Loading…') : canAppend ? t('Load more courses') : t('Next courses')}
              </Link>
            </p>
          )}
        </div>
      </div>
    </section>
  );
}

function EmptyState({ view, onClear }: { view: CatalogueView; onClear(): void }) {
  const filtered = Boolean(view.language || view.category || view.length);
  return (
    <div className="catalogue__empty">
      <p>
        {view.q
          ? filtered
            ? t('No course matches “{search}” with these filters.', { search: view.q })
            : t('No course matches “{search}”.', { search: view.q })
          : t('No course fits these filters.')}
      </p>
      <p className="catalogue__empty-actions">
        {view.q && (
          <Link className="btn btn--primary" to={requestFormHref(view.q)}>
            {t('Request this course')}
          </Link>
        )}
        <button type="button" className="btn btn--ghost" onClick={onClear}>
          {t('Show all courses')}
        </button>
      </p>
    </div>
  );
}

function CourseList({ courses }: { courses: CatalogueItem[] }) {
  return (
    <ul className="course-grid" aria-label={t('Course list')}>
      {courses.map((course) => (
        <li key={course._id}>
          <CourseCard course={course} to={paths.courseDetail(course._id)} headingLevel={2}>
            <p className="course-card__meta">
              {t('{count, plural, one {# lesson} other {# lessons}}', { count: course.lessonCount })} ·{' '}
              <span className="course-card__language">{courseLanguageName(course.language)}</span>
            </p>
            <Stars rating={course.rating} />
            <FreeBadge />
          </CourseCard>
        </li>
      ))}
    </ul>
  );
}

function CourseListSkeleton() {
  return (
    <ul className="course-grid" aria-label={t('Course list')} aria-busy="true">
      {Array.from({ length: SKELETONS }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <li key={i}>
          <SkeletonCard />
        </li>
      ))}
    </ul>
  );
}
