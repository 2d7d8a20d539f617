/**
 * A self-check quiz at `/play/{courseId}/quiz/{quizId}`: all questions on one page, submitted at
 * once; then the score, which questions were right (with every answer and why once passed), the
 * attempts left, Try again and Back to the course. With no attempt left, it says from when.
 */
import {
  type Answers,
  type AttemptAllowance,
  type AttemptResult,
  type CourseQuiz,
  type LearnerQuiz,
  standingOf,
} from '@shared/quizzes';
import { useRef, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { toast } from 'sonner';
import { PageSpinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { t } from '../../../i18n';
import { type PageData, PageDataView } from '../../../lib/page-data';
import { useReload, useRouteData } from '../../../lib/route-data';
import { quizApi } from '../api';
import { attemptsLeft, attemptsRule, attemptsUsedUp } from '../attempts';
import { AttemptsUsedUp } from '../components/attempts-used-up';
import { QuizQuestions } from '../components/quiz-questions';
import { QuizResults } from '../components/quiz-results';
import type { QuizData, QuizPageData } from '../loaders';
import '../quizzes.css';
import { failure } from '../../../lib/failure';

function BestSoFar({ summary }: { summary?: CourseQuiz }) {
  const best = summary?.best;
  const standing = standingOf(best);
  if (!best || standing === 'not-taken') return <>{t('Not taken yet')}</>;
  return (
    <>
      {standing === 'passed'
        ? t('Passed, best score {percent}%', { percent: best.percent })
        : t('Best score so far {percent}%', { percent: best.percent })}
    </>
  );
}

export default function QuizPage() {
  const { quiz } = useRouteData<QuizPageData>();
  return (
    <PageDataView data={quiz} fallback={<PageSpinner label={t('Loading the quiz...')} />}>
      {(state) =>
        state.kind === 'ready' && state.data.kind === 'quiz' ? (
          <QuizTaking quiz={state.data.quiz} loadedSummary={state.data.summary} />
        ) : (
          <QuizUnavailable state={state} />
        )
      }
    </PageDataView>
  );
}

function QuizUnavailable({ state }: { state: PageData<QuizData> }) {
  const { id: courseId = '' } = useParams();
  const { reload } = useReload();
  const missing = state.kind === 'missing';
  const notEnrolled = state.kind === 'ready' && state.data.kind === 'not-enrolled';
  return (
    <section className="container page quiz-page quiz-page--message">
      <title>{t('Quiz | LearnFree')}</title>
      <h1>
        {missing
          ? t('Quiz not found')
          : notEnrolled
            ? t('Enrol to take this quiz')
            : t('The quiz could not be loaded')}
      </h1>
      <p className="lead">
        {missing
          ? t('This quiz does not exist or was removed from the course.')
          : notEnrolled
            ? t(
                'Quizzes are for learners enrolled in the course. Enrol from the course page, then come back.',
              )
            : t('Please try again.')}
      </p>
      {state.kind === 'failed' ? (
        <button type="button" className="btn btn--primary" onClick={reload}>
          {t('Try again')}
        </button>
      ) : (
        <Link className="btn btn--primary" to={notEnrolled ? paths.play(courseId) : paths.dashboard}>
          {notEnrolled ? t('Go to the course') : t('Go to your dashboard')}
        </Link>
      )}
    </section>
  );
}

/** What the page shows below its head: the questions, the outcome of an attempt, or no attempts left. */
type Stage =
  | { kind: 'questions' }
  | { kind: 'result'; outcome: AttemptResult; answers: Answers }
  | { kind: 'used-up'; retryAt: string; refused: boolean };

const stageFor = (attempts: AttemptAllowance): Stage =>
  attemptsUsedUp(attempts) && attempts.retryAt
    ? { kind: 'used-up', retryAt: attempts.retryAt, refused: false }
    : { kind: 'questions' };

function QuizTaking({ quiz: loaded, loadedSummary }: { quiz: LearnerQuiz; loadedSummary?: CourseQuiz }) {
  const { id: courseId = '' } = useParams();
  // Each load shuffles the options again; Try again loads the quiz anew for that.
  const [quiz, setQuiz] = useState(loaded);
  const [summary, setSummary] = useState(loadedSummary);
  const [attempts, setAttempts] = useState(loaded.attempts);
  const [answers, setAnswers] = useState<Answers>({});
  const [stage, setStage] = useState<Stage>(() => stageFor(loaded.attempts));
  const [busy, setBusy] = useState(false);
  const top = useRef<HTMLHeadingElement>(null);
  const backToCourse = (
    <Link className="btn btn--ghost" to={paths.play(courseId)}>
      {t('Back to the course')}
    </Link>
  );

  const submit = async () => {
    setBusy(true);
    const answer = await quizApi.attempt(quiz._id, answers);
    setBusy(false);
    if (answer.status === 429 && 'retryAt' in answer.data) {
      setAttempts({ left: 0, retryAt: answer.data.retryAt });
      return setStage({ kind: 'used-up', retryAt: answer.data.retryAt, refused: true });
    }
    if (answer.status !== 200 || !('results' in answer.data))
      return void toast.error(
        failure(t("Your answers weren't checked"), t('They are kept here; send them again.'), answer),
      );
    setAttempts(answer.data.attempts);
    setStage({ kind: 'result', outcome: answer.data, answers });
    // The best attempt may have changed; the list says what the server kept.
    const list = await quizApi.courseQuizzes(courseId);
    const fresh = list.status === 200 ? list.data.find((q) => q._id === quiz._id) : undefined;
    if (fresh) setSummary(fresh);
  };
  const tryAgain = async () => {
    const reloaded = await quizApi.quiz(quiz._id);
    // Should the reload fail, the order already shown still works: answers name option ids.
    if (reloaded.status === 200) {
      setQuiz(reloaded.data);
      setAttempts(reloaded.data.attempts);
    }
    const now = reloaded.status === 200 ? reloaded.data.attempts : attempts;
    setAnswers({});
    setStage(stageFor(now));
    top.current?.focus();
  };

  return (
    <div className="container page quiz-page">
      <title>{t('Quiz: {quiz} | LearnFree', { quiz: quiz.title })}</title>
      <Link className="quiz-back" to={paths.play(courseId)}>
        <span aria-hidden="true">←</span> {t('Back to the course')}
      </Link>
      <header className="quiz-page__head">
        <p className="quiz-page__kicker">{t('Self-check quiz')}</p>
        <h1 ref={top} tabIndex={-1}>
          {quiz.title}
        </h1>
        <ul className="quiz-page__facts">
          <li>
            {t('{count, plural, one {# question} other {# questions}}', { count: quiz.questions.length })}
          </li>
          <li>{t('Pass mark {percent}%', { percent: quiz.passPercent })}</li>
          <li>
            <BestSoFar summary={summary} />
          </li>
          <li>{attemptsLeft(attempts)}</li>
        </ul>
      </header>
      {stage.kind === 'result' ? (
        <QuizResults
          quiz={quiz}
          result={stage.outcome}
          answers={stage.answers}
          actions={
            <>
              {stage.outcome.attempts.left > 0 && (
                <button type="button" className="btn btn--primary" onClick={() => void tryAgain()}>
                  {t('Try again')}
                </button>
              )}
              {backToCourse}
            </>
          }
        />
      ) : stage.kind === 'used-up' ? (
        <AttemptsUsedUp retryAt={stage.retryAt} takeFocus={stage.refused} actions={backToCourse} />
      ) : (
        <>
          <p className="quiz-page__rule">{attemptsRule()}</p>
          <QuizQuestions
            quiz={quiz}
            answers={answers}
            busy={busy}
            onChange={setAnswers}
            onSubmit={() => void submit()}
          />
          <p className="quiz-page__back">{backToCourse}</p>
        </>
      )}
    </div>
  );
}
