import type { AttemptResult, CourseQuiz, LearnerQuiz } from '@shared/quizzes';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubFetch } from '../../../../../test/support/fetch-stub';
import { renderRoutes } from '../../../../../test/support/render-routes';
import { asLearner } from '../../../../../test/support/web-session';
import { quizLoader } from '../loaders';
import QuizPage from './quiz-page';

const QUIZ: LearnerQuiz = {
  _id: 'quiz-1',
  courseId: 'python',
  title: 'Loops',
  afterLesson: 1,
  passPercent: 70,
  questions: [
    {
      _id: 'q1',
      text: 'Which keyword starts a loop?',
      kind: 'single',
      options: [
        { _id: 'o1', text: 'while' },
        { _id: 'o2', text: 'repeat' },
      ],
    },
    {
      _id: 'q2',
      text: 'Which are Python keywords?',
      kind: 'multiple',
      options: [
        { _id: 'o1', text: 'for' },
        { _id: 'o2', text: 'loop' },
        { _id: 'o3', text: 'in' },
      ],
    },
  ],
};

const RESULT: AttemptResult = {
  percent: 50,
  passed: false,
  correct: 1,
  total: 2,
  results: [
    { questionId: 'q1', correct: true, answer: ['o1'], explanation: 'while repeats while a test holds.' },
    { questionId: 'q2', correct: false, answer: ['o1', 'o3'], explanation: 'for and in are keywords.' },
  ],
};

function openQuiz(quizCourse = 'python') {
  let best: CourseQuiz['best'] = null;
  const calls = stubFetch(({ path, method }) => {
    if (path === '/api/quiz/quiz-1') return { status: 200, body: { ...QUIZ, courseId: quizCourse } };
    if (path === '/api/course/python/quizzes')
      return { status: 200, body: [{ ...QUIZ, questionCount: 2, best }] };
    if (path === '/api/quiz/quiz-1/attempt' && method === 'POST') {
      best = { percent: 50, passed: false, at: '2026-01-01T00:00:00.000Z' };
      return { status: 200, body: RESULT };
    }
    return { status: 404, body: { msg: 'Not found.' } };
  });
  asLearner();
  renderRoutes(
    [{ path: '/play/:id/quiz/:quizId', loader: quizLoader, element: <QuizPage /> }],
    '/play/python/quiz/quiz-1',
  );
  return calls;
}

describe('the quiz page', () => {
  it('sends the chosen option ids, then shows the score, each correct answer and why', async () => {
    const calls = openQuiz();
    await screen.findByRole('heading', { level: 1, name: 'Loops' });
    expect(screen.getByText('Not taken yet')).toBeInTheDocument();
    const second = screen.getByRole('group', { name: /Question 2 of 2/ });
    expect(within(second).getByText('Choose all that apply.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: 'while' }));
    await userEvent.click(within(second).getByRole('checkbox', { name: 'for' }));
    expect(screen.getByText(/2 of 2 answered/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Submit answers' }));

    const score = await screen.findByRole('heading', { name: 'Not passed yet: you scored 50%' });
    expect(score).toHaveFocus();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ answers: { q1: ['o1'], q2: ['o1'] } });
    const review = screen.getByRole('heading', { name: /Which are Python keywords/ }).closest('li')!;
    const marks = (option: string) =>
      within(within(review).getByText(option, { exact: true }).closest('li')!)
        .queryAllByText(/Correct answer|Your answer/)
        .map((tag) => tag.textContent);
    expect(within(review).getByText('Wrong')).toBeInTheDocument();
    expect(marks('for')).toEqual(['Correct answer', 'Your answer']);
    expect(marks('loop')).toEqual([]);
    expect(marks('in')).toEqual(['Correct answer']);
    expect(within(review).getByText('for and in are keywords.')).toBeInTheDocument();
    expect(await screen.findByText('Best score so far 50%')).toBeInTheDocument();
  });

  it('starts again empty with Try again', async () => {
    openQuiz();
    await userEvent.click(await screen.findByRole('radio', { name: 'while' }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit answers' }));
    await userEvent.click((await screen.findAllByRole('button', { name: 'Try again' }))[0]!);
    expect(screen.getByRole('radio', { name: 'while' })).not.toBeChecked();
    expect(screen.getByRole('heading', { level: 1, name: 'Loops' })).toHaveFocus();
  });

  it('does not show a quiz of another course at this course’s address', async () => {
    openQuiz('another-course');
    expect(await screen.findByRole('heading', { name: 'Quiz not found' })).toBeInTheDocument();
  });
});
