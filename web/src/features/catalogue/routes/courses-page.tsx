import type { Language } from '@shared/constants';
import type { Course } from '@shared/types';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { CourseCard, FreeBadge } from '../../../components/course/course-card';
import { Message } from '../../../components/ui/message';
import { SkeletonCard } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { messageOf } from '../../../lib/api';
import { catalogueApi } from '../api';
import { arrangeCourses } from '../arrange-courses';
import { FilterPanel } from '../components/filter-panel';
import { Rating } from '../components/rating';
import '../catalogue.css';

const SKELETONS = 8;

export default function CoursesPage() {
  const [courses, setCourses] = useState<Course[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const [languages, setLanguages] = useState<ReadonlySet<Language>>(new Set());

  const load = useCallback(async () => {
    setError(null);
    const { status, data } = await catalogueApi.list();
    if (status === 200 && Array.isArray(data)) setCourses(data);
    else setError(messageOf(data));
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  const toggleLanguage = (language: Language) =>
    setLanguages((current) => {
      const next = new Set(current);
      if (!next.delete(language)) next.add(language);
      return next;
    });

  const arranged = useMemo(
    () => arrangeCourses(courses ?? [], search, languages),
    [courses, search, languages],
  );

  return (
    <section className="container page catalogue">
      <title>Courses | LearnFree</title>
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
          {courses && search.trim()
            ? `${arranged.matches} matching ${arranged.matches === 1 ? 'course' : 'courses'} shown first`
            : ''}
        </p>
      </div>
      <div className="catalogue__layout">
        <FilterPanel languages={languages} onToggle={toggleLanguage} />
        <div>
          {error && (
            <div className="catalogue__error">
              <Message tone="error">{error}</Message>
              <button type="button" className="btn btn--ghost" onClick={() => void load()}>
                Try again
              </button>
            </div>
          )}
          {!error && courses && arranged.courses.length === 0 && (
            <p className="catalogue__empty">No course in the chosen languages yet.</p>
          )}
          <ul className="course-grid" aria-label="Course list" aria-busy={!courses && !error}>
            {courses
              ? arranged.courses.map((course) => (
                  <li key={course._id}>
                    <CourseCard course={course} to={paths.courseDetail(course._id)} headingLevel={2}>
                      <Rating />
                      <FreeBadge />
                    </CourseCard>
                  </li>
                ))
              : !error &&
                Array.from({ length: SKELETONS }, (_, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
                  <li key={i}>
                    <SkeletonCard />
                  </li>
                ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
