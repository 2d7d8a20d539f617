/** A quiz's result on a Hindi page: the score, the attempts left and each question's verdict. */
import {
  type AttemptResult,
  type LearnerQuiz,
  QUIZ_ATTEMPT_WINDOW_HOURS,
  QUIZ_ATTEMPTS_PER_QUIZ,
} from '@shared/quizzes';
import { render, screen, within } from '@testing-library/react';
import { loadMessages, setCurrentLanguage, startPageLanguage } from '../../../i18n';
import { QuizResults } from './quiz-results';

const QUIZ: LearnerQuiz = {
  _id: 'quiz-1',
  courseId: 'python',
  title: 'Basics check',
  afterLesson: 1,
  passPercent: 70,
  attempts: { left: 2, retryAt: null },
  questions: [
    {
      _id: 'q1',
      text: 'What does print do?',
      kind: 'single',
      options: [
        { _id: 'a', text: 'Shows text' },
        { _id: 'b', text: 'Deletes a file' },
      ],
    },
    {
      _id: 'q2',
      text: 'Which are numbers?',
      kind: 'multiple',
      options: [
        { _id: 'c', text: '1' },
        { _id: 'd', text: '"one"' },
      ],
    },
  ],
};

const FAILED: AttemptResult = {
  percent: 50,
  passed: false,
  correct: 1,
  total: 2,
  attempts: { left: 2, retryAt: null },
  results: [
    { questionId: 'q1', correct: true, answer: ['a'], explanation: 'print writes to the screen.' },
    { questionId: 'q2', correct: false },
  ],
};

beforeEach(async () => {
  await startPageLanguage('/hi/play/python/quiz/quiz-1');
  await loadMessages('hi', ['quizzes']);
});
afterEach(() => {
  setCurrentLanguage('en');
  document.documentElement.lang = 'en';
});

it('says the score, the attempts left and each verdict in Hindi, and the questions as written', () => {
  render(<QuizResults quiz={QUIZ} result={FAILED} answers={{ q1: ['a'], q2: ['d'] }} actions={null} />);
  expect(document.documentElement.lang).toBe('hi');
  expect(
    screen.getByRole('heading', { level: 2, name: 'अभी पास नहीं हुए: आपका स्कोर 50% है' }),
  ).toBeInTheDocument();
  expect(screen.getByText(/2 में से 1 सवाल सही। पास होने के लिए 70% चाहिए।/)).toBeInTheDocument();
  expect(screen.getByText(/प्रयास बाकी/)).toHaveTextContent(
    `${QUIZ_ATTEMPTS_PER_QUIZ} में से 2 प्रयास बाकी। किसी भी ${QUIZ_ATTEMPT_WINDOW_HOURS} घंटे में एक क्विज़ के ${QUIZ_ATTEMPTS_PER_QUIZ} प्रयास किए जा सकते हैं।`,
  );
  const [right, wrong] = screen.getAllByRole('listitem').filter((item) => item.querySelector('h3'));
  expect(within(right!).getByRole('heading', { level: 3 })).toHaveTextContent('सवाल 1 What does print do?');
  expect(right).toHaveTextContent('सही');
  expect(right).toHaveTextContent('क्यों: print writes to the screen.');
  expect(within(wrong!).getByText('गलत')).toBeInTheDocument();
  expect(wrong).toHaveTextContent('पास होने तक सही जवाब छिपा रहेगा।');
  expect(screen.getByRole('heading', { level: 2, name: 'आपके जवाब' })).toBeInTheDocument();
});
