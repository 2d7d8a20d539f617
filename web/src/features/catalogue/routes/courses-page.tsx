import type { Language } from '@shared/constants';
import type { Course } from '@shared/types';
import { Suspense, useMemo, useState } from 'react';
import { Await, useLoaderData } from 'react-router-dom';
import { CourseCard, FreeBadge } from '../../../components/course/course-card';
import { Message } from '../../../components/ui/message';
import { PageTitle } from '../../../components/ui/page-title';
import { RetryButton } from '../../../components/ui/retry-button';
import { SkeletonCard } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { type PageData, PageDataView } from '../../../lib/page-data';
import { arrangeCourses } from '../arrange-courses';
import { FilterPanel } from '../components/filter-panel';
import { Rating } from '../components/rating';
import type { CoursesData } from '../loaders';
import '../catalogue.css';

const SKELETONS = 8;
/** The covers of the first row or two are in view at once; the rest load as they come near. */
const EAGER_COVERS = 4;

export default function CoursesPage() {
  const { courses } = useLoaderData() as CoursesData;
  const [search, setSearch] = useState('');
  const [languages, setLanguages] = useState<ReadonlySet<Language>>(new Set());

  const toggleLanguage = (language: Language) =>
    setLanguages((current) => {
      const next = new Set(current);
      if (!next.delete(language)) next.add(language);
      return next;
    });

  return (
    <section className="container page catalogue">
      <PageTitle description="Every course on LearnFree is free: programming, computer science and more, in English and Hindi. Pick one and start learning today.">
        Courses
      </PageTitle>
      <h1>Courses</h1>
      <p className="lead">Every course is free. Pick one and start learning today.</p>
      <div className="catalogue__search field">
        <label htmlFor="course-search">Search courses</label>
        <input
          id="course-search"
          type="search"
          placeholder="Search by name, creator or category"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          aria-describedby="course-search-result"
        />
        <p id="course-search-result" className="field__hint" aria-live="polite">
          <Suspense fallback={null}>
            <Await resolve={courses}>
              {(state: PageData<Course[]>) =>
                state.kind === 'ready' && (
                  <MatchCount courses={state.data} search={search} languages={languages} />
                )
              }
            </Await>
          </Suspense>
        </p>
      </div>
      <div className="catalogue__layout">
        <FilterPanel languages={languages} onToggle={toggleLanguage} />
        <div>
          <PageDataView data={courses} fallback={<CourseListSkeleton />}>
            {(state) =>
              state.kind === 'ready' ? (
                <CourseList courses={state.data} search={search} languages={languages} />
              ) : (
                <div className="catalogue__error">
                  <Message tone="error">
                    {state.kind === 'failed' ? state.msg : 'Something went wrong!'}
                  </Message>
                  <RetryButton className="btn btn--ghost" />
                </div>
              )
            }
          </PageDataView>
        </div>
      </div>
    </section>
  );
}

interface ListProps {
  courses: Course[];
  search: string;
  languages: ReadonlySet<Language>;
}

function MatchCount({ courses, search, languages }: ListProps) {
  const { matches } = useMemo(() => arrangeCourses(courses, search, languages), [courses, search, languages]);
  return search.trim() ? `${matches} matching ${matches === 1 ? 'course' : 'courses'} shown first` : null;
}

function CourseList({ courses, search, languages }: ListProps) {
  const arranged = useMemo(() => arrangeCourses(courses, search, languages), [courses, search, languages]);
  return (
    <>
      {arranged.courses.length === 0 && (
        <p className="catalogue__empty">No course in the chosen languages yet.</p>
      )}
      <ul className="course-grid" aria-label="Course list">
        {arranged.courses.map((course, index) => (
          <li key={course._id}>
            <CourseCard
              course={course}
              to={paths.courseDetail(course._id)}
              headingLevel={2}
              eager={index < EAGER_COVERS}
            >
              <Rating />
              <FreeBadge />
            </CourseCard>
          </li>
        ))}
      </ul>
    </>
  );
}

/** As many card outlines as fill a screen, as tall as the cards, while the list loads. */
function CourseListSkeleton() {
  return (
    <ul className="course-grid" aria-label="Course list" aria-busy="true">
      {Array.from({ length: SKELETONS }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <li key={i}>
          <SkeletonCard />
        </li>
      ))}
    </ul>
  );
}
