/**
 * The lessons whose videos do not play, by course: each with what happened to its video, since
 * when, how many learners reported it, and the admin's two remedies (another video, or hiding it).
 */

import type { ContentProblem } from '@shared/content';
import { useId, useRef, useState } from 'react';
import { DisclosureButton } from '../../../components/ui/disclosure-button';
import { Fact } from '../../../components/ui/fact';
import { ScreenReaderSuffix } from '../../../components/ui/screen-reader-suffix';
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
          <Fact term={t('Since')}>
            <time dateTime={problem.since}>{formatDateTime(problem.since)}</time>
          </Fact>
          <Fact term={t('Learner reports')}>{problem.reports || t('None')}</Fact>
          <Fact term={t('Video')}>
            {problem.state === 'removed' ? (
              <code>{problem.link}</code>
            ) : (
              <a href={watchUrl(problem.link)} target="_blank" rel="noopener noreferrer">
                {t('Open on YouTube')}
                <ScreenReaderSuffix>{t('({name}, opens in a new tab)', { name })}</ScreenReaderSuffix>
              </a>
            )}
          </Fact>
        </dl>
      </div>
      <div className="content-problem__actions">
        <DisclosureButton
          ref={replaceButton}
          className="btn btn--primary btn--small"
          open={replacing}
          controls={replacing ? formId : undefined}
          onOpenChange={setReplacing}
        >
          {t('Replace video')}
          <ScreenReaderSuffix>{t('of {name}', { name })}</ScreenReaderSuffix>
        </DisclosureButton>
        <button type="button" className="btn btn--ghost btn--small" onClick={onHide}>
          {t('Hide lesson')}
          <ScreenReaderSuffix>{`${problem.lesson}: ${problem.lessonName}`}</ScreenReaderSuffix>
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
