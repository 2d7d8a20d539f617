/** A quiz's result on a Hindi page: the score, the attempts left and each question's verdict. */
import { QUIZ_ATTEMPT_WINDOW_HOURS, QUIZ_ATTEMPTS_PER_QUIZ } from '@shared/quizzes';
import { render, screen, within } from '@testing-library/react';
import { onHindiPage } from '../../../../../test/support/web/hindi-page';
import { LOOPS_FAILED, LOOPS_QUIZ } from '../../../../../test/support/web/learner-quiz';
import { QuizResults } from './quiz-results';

onHindiPage('/hi/play/python/quiz/quiz-1', ['quizzes']);

it('says the score, the attempts left and each verdict in Hindi, and the questions as written', () => {
  render(
    <QuizResults
      quiz={LOOPS_QUIZ}
      result={LOOPS_FAILED}
      answers={{ q1: ['o1'], q2: ['o2'] }}
      actions={null}
    />,
  );
  expect(document.documentElement.lang).toBe('hi');
  expect(
    screen.getByRole('heading', { level: 2, name: 'अभी पास नहीं हुए: आपका स्कोर 50% है' }),
  ).toBeInTheDocument();
  expect(screen.getByText(/2 में से 1 सवाल सही। पास होने के लिए 70% चाहिए।/)).toBeInTheDocument();
  expect(screen.getByText(/प्रयास बाकी/)).toHaveTextContent(
    `${QUIZ_ATTEMPTS_PER_QUIZ} में से 2 प्रयास बाकी। किसी भी ${QUIZ_ATTEMPT_WINDOW_HOURS} घंटे में एक क्विज़ के ${QUIZ_ATTEMPTS_PER_QUIZ} प्रयास किए जा सकते हैं।`,
  );
  const [right, wrong] = screen.getAllByRole('listitem').filter((item) => item.querySelector('h3'));
  expect(within(right!).getByRole('heading', { level: 3 })).toHaveTextContent(
    'सवाल 1 Which keyword starts a loop?',
  );
  expect(right).toHaveTextContent('सही');
  expect(right).toHaveTextContent('क्यों: while repeats while a test holds.');
  expect(within(wrong!).getByText('गलत')).toBeInTheDocument();
  expect(wrong).toHaveTextContent('पास होने तक सही जवाब छिपा रहेगा।');
  expect(screen.getByRole('heading', { level: 2, name: 'आपके जवाब' })).toBeInTheDocument();
});
