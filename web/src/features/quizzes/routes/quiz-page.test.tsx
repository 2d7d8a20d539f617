import type { AttemptResult, CourseQuiz, LearnerQuiz } from '@shared/quizzes';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type StubAnswer, stubFetch } from '../../../../../test/support/fetch-stub';
import { renderRoutes } from '../../../../../test/support/render-routes';
import { LOOPS_FAILED, LOOPS_QUIZ, WHILE_WHY } from '../../../../../test/support/web/learner-quiz';
import { asLearner } from '../../../../../test/support/web-session';
import { formatDateTime } from '../../../lib/time';
import { quizLoader } from '../loaders';
import QuizPage from './quiz-page';

const KEYWORDS_WHY = 'for and in are keywords.';

const PASSED: AttemptResult = {
  percent: 100,
  passed: true,
  correct: 2,
  total: 2,
  results: [
    { questionId: 'q1', correct: true, answer: ['o1'], explanation: WHILE_WHY },
    { questionId: 'q2', correct: true, answer: ['o1', 'o3'], explanation: KEYWORDS_WHY },
  ],
  attempts: { left: 1, retryAt: null },
};

const LATER = '2030-05-06T07:08:00.000Z';

function openQuiz({
  quiz = LOOPS_QUIZ,
  attempt = { status: 200, body: LOOPS_FAILED },
  reload,
}: {
  quiz?: LearnerQuiz;
  attempt?: StubAnswer;
  reload?: LearnerQuiz;
} = {}) {
  let best: CourseQuiz['best'] = null;
  let loads = 0;
  const calls = stubFetch(({ path, method }) => {
    if (path === '/api/quiz/quiz-1') return { status: 200, body: loads++ && reload ? reload : quiz };
    if (path === '/api/course/python/quizzes')
      return { status: 200, body: [{ ...LOOPS_QUIZ, questionCount: 2, best }] };
    if (path === '/api/quiz/quiz-1/attempt' && method === 'POST') {
      best = { percent: 50, passed: false, at: '2026-01-01T00:00:00.000Z' };
      return attempt;
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

const reviewOf = (question: RegExp) => screen.getByRole('heading', { name: question }).closest('li')!;
/** The tags on one option of a reviewed question: "Correct answer" and/or "Your answer". */
const marks = (review: HTMLElement, option: string) =>
  within(within(review).getByText(option, { exact: true }).closest('li')!)
    .queryAllByText(/Correct answer|Your answer/)
    .map((tag) => tag.textContent);

async function answerAndSubmit() {
  await userEvent.click(await screen.findByRole('radio', { name: 'while' }));
  await userEvent.click(
    within(screen.getByRole('group', { name: /Question 2 of 2/ })).getByRole('checkbox', { name: 'for' }),
  );
  await userEvent.click(screen.getByRole('button', { name: 'Submit answers' }));
}

describe('the quiz page', () => {
  it('sends the chosen option ids, then says which were right and explains only those', async () => {
    const calls = openQuiz();
    await screen.findByRole('heading', { level: 1, name: 'Loops' });
    expect(screen.getByText('Not taken yet')).toBeInTheDocument();
    expect(screen.getByText('3 of 3 attempts left')).toBeInTheDocument();
    expect(screen.getByText('A quiz allows 3 attempts in any 8 hours.')).toBeInTheDocument();
    const second = screen.getByRole('group', { name: /Question 2 of 2/ });
    expect(within(second).getByText('Choose all that apply.')).toBeInTheDocument();

    await answerAndSubmit();
    const score = await screen.findByRole('heading', { name: 'Not passed yet: you scored 50%' });
    expect(score).toHaveFocus();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ answers: { q1: ['o1'], q2: ['o1'] } });
    expect(
      screen.getByText(/The correct answers to the others stay hidden until you pass\./),
    ).toBeInTheDocument();
    expect(
      screen.getByText('2 of 3 attempts left. A quiz allows 3 attempts in any 8 hours.'),
    ).toBeInTheDocument();

    const right = reviewOf(/Which keyword starts a loop/);
    expect(within(right).getByText('Right')).toBeInTheDocument();
    expect(marks(right, 'while')).toEqual(['Correct answer', 'Your answer']);
    expect(within(right).getByText(WHILE_WHY)).toBeInTheDocument();

    const wrong = reviewOf(/Which are Python keywords/);
    expect(within(wrong).getByText('Wrong')).toBeInTheDocument();
    // Only what the learner chose: no option is marked correct, and there is no explanation.
    expect(marks(wrong, 'for')).toEqual(['Your answer']);
    expect(marks(wrong, 'loop')).toEqual([]);
    expect(marks(wrong, 'in')).toEqual([]);
    expect(
      within(wrong).getByText(
        'The correct answer stays hidden until you pass. Review the lesson, then try again.',
      ),
    ).toBeInTheDocument();
    expect(within(wrong).queryByText(/Why:/)).not.toBeInTheDocument();
    expect(await screen.findByText('Best score so far 50%')).toBeInTheDocument();
    expect(screen.getByText('2 of 3 attempts left')).toBeInTheDocument();
  });

  it('shows every correct answer and why once the quiz is passed', async () => {
    openQuiz({ attempt: { status: 200, body: PASSED } });
    await answerAndSubmit();
    await screen.findByRole('heading', { name: 'Passed: you scored 100%' });
    const keywords = reviewOf(/Which are Python keywords/);
    expect(marks(keywords, 'for')).toEqual(['Correct answer', 'Your answer']);
    expect(marks(keywords, 'in')).toEqual(['Correct answer']);
    expect(within(keywords).getByText(KEYWORDS_WHY)).toBeInTheDocument();
    expect(screen.queryByText(/stays hidden/)).not.toBeInTheDocument();
  });

  it('loads the quiz anew with Try again, in its new order, and starts empty', async () => {
    const shuffled = {
      ...LOOPS_QUIZ,
      questions: LOOPS_QUIZ.questions.map((q) => ({ ...q, options: [...q.options].reverse() })),
    };
    const calls = openQuiz({ reload: shuffled });
    await answerAndSubmit();
    await userEvent.click((await screen.findAllByRole('button', { name: 'Try again' }))[0]!);
    const options = within(await screen.findByRole('group', { name: /Question 2 of 2/ })).getAllByRole(
      'checkbox',
    );
    expect(options.map((o) => o.getAttribute('value'))).toEqual(['o3', 'o2', 'o1']);
    expect(options.every((o) => !(o as HTMLInputElement).checked)).toBe(true);
    expect(screen.getByRole('radio', { name: 'while' })).not.toBeChecked();
    expect(screen.getByRole('heading', { level: 1, name: 'Loops' })).toHaveFocus();
    expect(calls.filter((c) => c.path === '/api/quiz/quiz-1')).toHaveLength(2);
  });

  it('offers no Try again after the last attempt, and says from when the next is allowed', async () => {
    openQuiz({ attempt: { status: 200, body: { ...LOOPS_FAILED, attempts: { left: 0, retryAt: LATER } } } });
    await answerAndSubmit();
    await screen.findByRole('heading', { name: 'Not passed yet: you scored 50%' });
    expect(screen.getByText(/That was your last attempt for now\./)).toHaveTextContent(
      `Your next attempt is allowed from ${formatDateTime(LATER)}.`,
    );
    expect(screen.getByText(formatDateTime(LATER))).toHaveAttribute('datetime', LATER);
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(screen.getByText('0 of 3 attempts left')).toBeInTheDocument();
  });

  it('turns a refused attempt (429) into when to come back, with the focus there', async () => {
    openQuiz({ attempt: { status: 429, body: { msg: 'You have used all 3 attempts…', retryAt: LATER } } });
    await answerAndSubmit();
    const notice = await screen.findByRole('heading', { name: 'No attempts left for now' });
    expect(notice).toHaveFocus();
    expect(notice.closest('section')).toHaveTextContent(
      `Your next attempt is allowed from ${formatDateTime(LATER)}.`,
    );
    expect(screen.queryByRole('button', { name: 'Submit answers' })).not.toBeInTheDocument();
    expect(screen.getByText('0 of 3 attempts left')).toBeInTheDocument();
  });

  it('opens on when to come back while no attempt is left, without the questions', async () => {
    openQuiz({ quiz: { ...LOOPS_QUIZ, attempts: { left: 0, retryAt: LATER } } });
    const notice = await screen.findByRole('heading', { name: 'No attempts left for now' });
    expect(notice).not.toHaveFocus();
    expect(screen.getByText(formatDateTime(LATER))).toHaveAttribute('datetime', LATER);
    expect(screen.queryByRole('group', { name: /Question 1 of 2/ })).not.toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /Back to the course/ }).length).toBeGreaterThan(0);
  });

  it('does not show a quiz of another course at this course’s address', async () => {
    openQuiz({ quiz: { ...LOOPS_QUIZ, courseId: 'another-course' } });
    expect(await screen.findByRole('heading', { name: 'Quiz not found' })).toBeInTheDocument();
  });
});
