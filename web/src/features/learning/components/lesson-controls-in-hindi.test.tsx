/** The player's lesson list and its previous and next buttons on a Hindi page. */
import type { Lesson } from '@shared/types';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { onHindiPage } from '../../../../../test/support/web/hindi-page';
import { ChapterList } from './chapter-list';
import { LessonNav, UpNext } from './lesson-nav';

const LESSONS: Lesson[] = [
  { _id: 'lesson-1', lesson: 1, link: '8DvywoWv6fI', lessonName: 'Why program?' },
  { _id: 'lesson-2', lesson: 2, link: 'VQZXh3ogL5I', lessonName: 'Variables' },
];

onHindiPage('/hi/play/python', ['learning']);

it('names each lesson and its tick in Hindi, keeping the lesson names as their creator wrote them', () => {
  render(
    <MemoryRouter>
      <ChapterList
        courseId="python"
        lessons={LESSONS}
        quizzes={[
          {
            _id: 'quiz-1',
            title: 'Basics check',
            afterLesson: 1,
            questionCount: 3,
            passPercent: 70,
            best: null,
          },
        ]}
        current={LESSONS[0]!}
        completed={new Set([1])}
        pending={new Set()}
        onPlay={() => {}}
        onComplete={() => {}}
      />
    </MemoryRouter>,
  );
  expect(document.documentElement.lang).toBe('hi');
  expect(screen.getByRole('checkbox', { name: 'लेसन 1 पूरा हुआ' })).toBeChecked();
  expect(screen.getByRole('checkbox', { name: 'लेसन 2 पूरा हुआ' })).not.toBeChecked();
  expect(screen.getByRole('button', { name: /लेसन 1\s*Why program\?.*\(पूरा हुआ\)/ })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /क्विज़\s*Basics check\s*अभी नहीं दी/ })).toBeInTheDocument();
});

it('offers the previous and next lesson, and what comes next, in Hindi', () => {
  render(
    <MemoryRouter>
      <LessonNav previous={undefined} next={LESSONS[1]} onPlay={() => {}} />
      <UpNext courseId="python" next={LESSONS[1]} onPlay={() => {}} />
    </MemoryRouter>,
  );
  expect(screen.getByRole('navigation', { name: 'लेसन' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'पिछला लेसन' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'अगला लेसन' })).toBeEnabled();
  expect(screen.getByText(/अब आगे:/)).toHaveTextContent('अब आगे: लेसन 2: Variables');
  expect(screen.getByRole('button', { name: 'अगला लेसन चलाएँ' })).toBeInTheDocument();
});
