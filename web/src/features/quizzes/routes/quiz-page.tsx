/**
 * A self-check quiz at `/play/{courseId}/quiz/{quizId}`: all questions on one page, submitted at
 * once; then the score and every question explained, with Try again and Back to the course.
 */
import {
  type Answers,
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
import { messageOf } from '../../../lib/api';
import { type PageData, PageDataView } from '../../../lib/page-data';
import { useReload, useRouteData } from '../../../lib/route-data';
import { quizApi } from '../api';
import { QuizQuestions } from '../components/quiz-questions';
import { QuizResults } from '../components/quiz-results';
import type { QuizData, QuizPageData } from '../loaders';
import '../quizzes.css';

function BestSoFar({ summary }: { summary?: CourseQuiz }) {
  const best = summary?.best;
  const standing = standingOf(best);
  if (!best || standing === 'not-taken') return <>Not taken yet</>;
  return (
    <>
      {standing === 'passed' ? `Passed, best score ${best.percent}%` : `Best score so far ${best.percent}%`}
    </>
  );
}

export default function QuizPage() {
  const { quiz } = useRouteData<QuizPageData>();
  return (
    <PageDataView data={quiz} fallback={<PageSpinner label="Loading the quiz..." />}>
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
      <title>Quiz | LearnFree</title>
      <h1>
        {missing
          ? 'Quiz not found'
          : notEnrolled
            ? 'Enrol to take this quiz'
            : 'The quiz could not be loaded'}
      </h1>
      <p className="lead">
        {missing
          ? 'This quiz does not exist or was removed from the course.'
          : notEnrolled
            ? 'Quizzes are for learners enrolled in the course. Enrol from the course page, then come back.'
            : 'Please try again.'}
      </p>
      {state.kind === 'failed' ? (
        <button type="button" className="btn btn--primary" onClick={reload}>
          Try again
        </button>
      ) : (
        <Link className="btn btn--primary" to={notEnrolled ? paths.play(courseId) : paths.dashboard}>
          {notEnrolled ? 'Go to the course' : 'Go to your dashboard'}
        </Link>
      )}
    </section>
  );
}

function QuizTaking({ quiz, loadedSummary }: { quiz: LearnerQuiz; loadedSummary?: CourseQuiz }) {
  const { id: courseId = '' } = useParams();
  const [summary, setSummary] = useState(loadedSummary);
  const [answers, setAnswers] = useState<Answers>({});
  const [result, setResult] = useState<{ outcome: AttemptResult; answers: Answers } | null>(null);
  const [busy, setBusy] = useState(false);
  const top = useRef<HTMLHeadingElement>(null);
  const backToCourse = (
    <Link className="btn btn--ghost" to={paths.play(courseId)}>
      Back to the course
    </Link>
  );

  const submit = async () => {
    setBusy(true);
    const answer = await quizApi.attempt(quiz._id, answers);
    setBusy(false);
    if (answer.status !== 200)
      return void toast.error(messageOf(answer.data, 'The answers could not be checked.'));
    setResult({ outcome: answer.data, answers });
    // The best attempt may have changed; the list says what the server kept.
    const list = await quizApi.courseQuizzes(courseId);
    const fresh = list.status === 200 ? list.data.find((q) => q._id === quiz._id) : undefined;
    if (fresh) setSummary(fresh);
  };
  const tryAgain = () => {
    setResult(null);
    setAnswers({});
    top.current?.focus();
  };

  return (
    <div className="container page quiz-page">
      <title>{`Quiz: ${quiz.title} | LearnFree`}</title>
      <Link className="quiz-back" to={paths.play(courseId)}>
        <span aria-hidden="true">←</span> Back to the course
      </Link>
      <header className="quiz-page__head">
        <p className="quiz-page__kicker">Self-check quiz</p>
        <h1 ref={top} tabIndex={-1}>
          {quiz.title}
        </h1>
        <ul className="quiz-page__facts">
          <li>{quiz.questions.length} questions</li>
          <li>Pass mark {quiz.passPercent}%</li>
          <li>
            <BestSoFar summary={summary} />
          </li>
        </ul>
      </header>
      {result ? (
        <QuizResults
          quiz={quiz}
          result={result.outcome}
          answers={result.answers}
          actions={
            <>
              <button type="button" className="btn btn--primary" onClick={tryAgain}>
                Try again
              </button>
              {backToCourse}
            </>
          }
        />
      ) : (
        <>
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
