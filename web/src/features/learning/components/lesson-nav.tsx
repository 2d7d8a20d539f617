/** Previous and next lesson buttons, and what is offered next when a video has ended. */
import type { CourseQuiz } from '@shared/quizzes';
import type { Lesson } from '@shared/types';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { Trans, t } from '../../../i18n';

/**
 * On a phone the buttons read "Previous" and "Next" (lesson-nav__more); their names stay whole, so
 * a screen reader still says "Previous lesson".
 */
export function LessonNav({
  previous,
  next,
  onPlay,
}: {
  previous?: Lesson;
  next?: Lesson;
  onPlay(lesson: Lesson): void;
}) {
  return (
    <nav className="lesson-nav" aria-label={t('Lessons')}>
      <StepButton to={previous} onPlay={onPlay} shortcut="Shift+P" name={t('Previous lesson')}>
        <span aria-hidden="true">←</span>
        <span>
          {t('Previous')}
          <span className="lesson-nav__more"> {t('lesson')}</span>
        </span>
      </StepButton>
      <StepButton to={next} onPlay={onPlay} shortcut="Shift+N" name={t('Next lesson')}>
        <span>
          {t('Next')}
          <span className="lesson-nav__more"> {t('lesson')}</span>
        </span>
        <span aria-hidden="true">→</span>
      </StepButton>
    </nav>
  );
}

/** Plays the lesson `to`; off at either end of the course, where there is none. */
function StepButton({
  to,
  onPlay,
  shortcut,
  name,
  children,
}: {
  to: Lesson | undefined;
  onPlay(lesson: Lesson): void;
  shortcut: string;
  /** The whole name, whatever part of the text a narrow screen shows. */
  name: string;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className="btn btn--ghost lesson-nav__button"
      disabled={!to}
      onClick={() => to && onPlay(to)}
      aria-keyshortcuts={shortcut}
      aria-label={name}
    >
      {children}
    </button>
  );
}

/**
 * Shown when the video ended: the lesson's quiz not yet passed, if it has one, then the next lesson,
 * one click away (nothing starts on its own, unless the learner asked for the next lesson to follow
 * and no quiz comes first: then the next lesson plays and this is not shown).
 */
export function UpNext({
  courseId,
  quiz,
  next,
  onPlay,
}: {
  courseId: string;
  quiz?: CourseQuiz;
  next?: Lesson;
  onPlay(lesson: Lesson): void;
}) {
  if (quiz) {
    return (
      <div className="spread-row up-next">
        <p className="up-next__text">
          <Trans
            id="Up next: <0>Quiz: {quiz}</0>"
            values={{ quiz: quiz.title }}
            components={[<strong key="0" />]}
          />
        </p>
        <div className="up-next__actions">
          <Link className="btn btn--primary" to={paths.quiz(courseId, quiz._id)}>
            {t('Take the quiz')}
          </Link>
          {next && (
            <button type="button" className="btn btn--ghost" onClick={() => onPlay(next)}>
              {t('Play next lesson')}
            </button>
          )}
        </div>
      </div>
    );
  }
  return (
    <div className="spread-row up-next">
      {next ? (
        <>
          <p className="up-next__text">
            <Trans
              id="Up next: <0>Lesson {number}: {lesson}</0>"
              values={{ number: next.lesson, lesson: next.lessonName }}
              components={[<strong key="0" />]}
            />
          </p>
          <button type="button" className="btn btn--primary" onClick={() => onPlay(next)}>
            {t('Play next lesson')}
          </button>
        </>
      ) : (
        <p className="up-next__text">{t('That was the last lesson of the course.')}</p>
      )}
    </div>
  );
}
