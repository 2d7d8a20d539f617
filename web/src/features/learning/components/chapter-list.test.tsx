import type { Lesson } from '@shared/types';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { ChapterList } from './chapter-list';

const LESSONS: Lesson[] = [
  { _id: 'lesson-1', lesson: 1, link: '8DvywoWv6fI', lessonName: 'Why program?' },
  { _id: 'lesson-2', lesson: 2, link: 'VQZXh3ogL5I', lessonName: 'Variables' },
];

function renderChapters(
  pending: number[],
  onComplete: (lesson: Lesson, done: boolean) => void,
  lessons: Lesson[] = LESSONS,
) {
  render(
    <MemoryRouter>
      <ChapterList
        courseId="python"
        lessons={lessons}
        quizzes={[]}
        current={LESSONS[0]!}
        completed={new Set([1])}
        pending={new Set(pending)}
        onPlay={() => {}}
        onComplete={onComplete}
      />
    </MemoryRouter>,
  );
}

it('ticks a lesson with Space', async () => {
  const onComplete = jest.fn();
  renderChapters([], onComplete);
  await userEvent.tab();
  expect(screen.getByRole('checkbox', { name: 'Lesson 1 completed' })).toHaveFocus();
  await userEvent.keyboard(' ');
  expect(onComplete).toHaveBeenCalledWith(LESSONS[0], false);
});

it('keeps a box whose tick is on its way focusable, and ignores presses on it until the answer', async () => {
  const onComplete = jest.fn();
  renderChapters([1], onComplete);
  const box = screen.getByRole('checkbox', { name: 'Lesson 1 completed' });
  // Waiting, it says so without being disabled: browsers move the focus off a disabled control.
  expect(box).toBeEnabled();
  expect(box).toHaveAttribute('aria-disabled', 'true');
  await userEvent.tab();
  expect(box).toHaveFocus();
  await userEvent.keyboard(' ');
  expect(onComplete).not.toHaveBeenCalled();
  expect(box).toBeChecked();
  expect(screen.getByRole('checkbox', { name: 'Lesson 2 completed' })).not.toHaveAttribute('aria-disabled');
});

it('marks a lesson whose video the content check found unavailable, and says why to a screen reader', () => {
  renderChapters([], jest.fn(), [LESSONS[0]!, { ...LESSONS[1]!, unavailable: 'private' }]);
  expect(screen.getByRole('button', { name: /Lesson 2\s*Variables/ })).toHaveAccessibleName(
    /Unavailable\s*: the video is private$/,
  );
  expect(screen.getByRole('button', { name: /Lesson 1/ })).not.toHaveTextContent('Unavailable');
});
