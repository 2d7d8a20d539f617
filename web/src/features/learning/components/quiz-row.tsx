/** A self-check quiz in the Chapters list: a link to it and where the learner stands with it. */
import { type CourseQuiz, standingOf } from '@shared/quizzes';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { t } from '../../../i18n';

export function QuizStandingLabel({ quiz }: { quiz: CourseQuiz }) {
  const standing = standingOf(quiz.best);
  if (standing === 'not-taken') return <span className="quiz-standing">{t('Not taken')}</span>;
  if (standing === 'tried')
    return (
      <span className="quiz-standing is-tried">{t('Best {percent}%', { percent: quiz.best!.percent })}</span>
    );
  return (
    <span className="quiz-standing is-passed">
      {t('Passed')} <span aria-hidden="true">✓</span>
    </span>
  );
}

export function QuizRow({ courseId, quiz }: { courseId: string; quiz: CourseQuiz }) {
  return (
    <li className="chapters__item chapters__item--quiz">
      <span className="chapters__quiz-mark" aria-hidden="true">
        ?
      </span>
      <Link className="chapters__play" to={paths.quiz(courseId, quiz._id)}>
        <span className="chapters__number">{t('Quiz')}</span>
        <span>{quiz.title}</span>
        <QuizStandingLabel quiz={quiz} />
      </Link>
    </li>
  );
}

/** The quizzes that follow lesson `lesson`, in course order. */
export const quizzesAfter = (quizzes: readonly CourseQuiz[], lesson: number): CourseQuiz[] =>
  quizzes.filter((q) => q.afterLesson === lesson);
