/**
 * The lessons whose videos do not play, by course: each with what happened to its video, since
 * when, how many learners reported it, and the admin's two remedies (another video, or hiding it).
 */

import type { ContentProblem } from '@shared/content';
import { useId, useRef, useState } from 'react';
import { t } from '../../../i18n';
import { formatDateTime } from '../../../lib/time';
import { watchUrl } from '../../learning';
import { byCourse, STATE_WORDS } from '../words';
import { CourseSection } from './course-section';
import { HideDialog } from './hide-dialog';
import { ReplaceForm } from './replace-form';

export function ProblemList({ problems, onFixed }: { problems: ContentProblem[]; onFixed(): void }) {
  const [hiding, setHiding] = useState<ContentProblem | null>(null);
  return (
    <>
      {byCourse(problems).map((course) => (
        <CourseSection key={course.courseId} courseId={course.courseId} courseName={course.courseName}>
          <ul className="content-course__problems">
            {course.problems.map((problem) => (
              <ProblemItem
                key={problem.lessonId}
                problem={problem}
                onHide={() => setHiding(problem)}
                onFixed={onFixed}
              />
            ))}
          </ul>
        </CourseSection>
      ))}
      {hiding && (
        <HideDialog
          problem={hiding}
          onClose={() => setHiding(null)}
          onHidden={() => {
            setHiding(null);
            onFixed();
          }}
        />
      )}
    </>
  );
}

function ProblemItem({
  problem,
  onHide,
  onFixed,
}: {
  problem: ContentProblem;
  onHide(): void;
  onFixed(): void;
}) {
  const [replacing, setReplacing] = useState(false);
  const formId = useId();
  const replaceButton = useRef<HTMLButtonElement>(null);
  const name = t('lesson {number}: {name}', { number: problem.lesson, name: problem.lessonName });
  const closeForm = () => {
    setReplacing(false);
    replaceButton.current?.focus();
  };
  return (
    <li className={`content-problem content-problem--${problem.state}`}>
      <div className="content-problem__facts">
        <h4 className="content-problem__lesson">
          {t('Lesson {number}: {name}', { number: problem.lesson, name: problem.lessonName })}
        </h4>
        <p className="content-problem__state">{t(STATE_WORDS[problem.state])}</p>
        <dl className="content-problem__details">
          <div>
            <dt>{t('Since')}</dt>
            <dd>
              <time dateTime={problem.since}>{formatDateTime(problem.since)}</time>
            </dd>
          </div>
          <div>
            <dt>{t('Learner reports')}</dt>
            <dd>{problem.reports || t('None')}</dd>
          </div>
          <div>
            <dt>{t('Video')}</dt>
            <dd>
              {problem.state === 'removed' ? (
                <code>{problem.link}</code>
              ) : (
                <a href={watchUrl(problem.link)} target="_blank" rel="noopener noreferrer">
                  {t('Open on YouTube')}
                  <span className="visually-hidden"> {t('({name}, opens in a new tab)', { name })}</span>
                </a>
              )}
            </dd>
          </div>
        </dl>
      </div>
      <div className="content-problem__actions">
        <button
          ref={replaceButton}
          type="button"
          className="btn btn--primary btn--small"
          aria-expanded={replacing}
          aria-controls={replacing ? formId : undefined}
          onClick={() => setReplacing((open) => !open)}
        >
          {t('Replace video')}
          <span className="visually-hidden"> {t('of {name}', { name })}</span>
        </button>
        <button type="button" className="btn btn--ghost btn--small" onClick={onHide}>
          {t('Hide lesson')}
          <span className="visually-hidden">
            {' '}
            {problem.lesson}: {problem.lessonName}
          </span>
        </button>
      </div>
      {replacing && (
        <ReplaceForm
          id={formId}
          problem={problem}
          onCancel={closeForm}
          onReplaced={() => {
            setReplacing(false);
            onFixed();
          }}
        />
      )}
    </li>
  );
}
