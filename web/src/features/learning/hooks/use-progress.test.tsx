/**
 * Ticks answered out of order: the list must end as the learner clicked, whichever answer arrives
 * last.
 */
import { act, renderHook } from '@testing-library/react';
import { learningApi } from '../api';
import { useProgress } from './use-progress';

type Answer = Awaited<ReturnType<typeof learningApi.complete>>;

/** Each call to the tick route waits until the test answers it. */
function heldAnswers() {
  const held: Array<(answer: Answer) => void> = [];
  jest
    .spyOn(learningApi, 'complete')
    .mockImplementation(() => new Promise<Answer>((resolve) => held.push(resolve)));
  return held;
}

const answer = (lessons: number[]) => ({ status: 200, data: lessons }) as unknown as Answer;

afterEach(() => jest.restoreAllMocks());

it('keeps a later tick when the answer to an earlier one arrives last', async () => {
  const held = heldAnswers();
  const { result } = renderHook(() => useProgress('course-1', []));

  let first!: Promise<boolean>;
  let second!: Promise<boolean>;
  act(() => {
    first = result.current.complete({ _id: 'l1', lesson: 1 }, true);
    second = result.current.complete({ _id: 'l2', lesson: 2 }, true);
  });
  // The server stored both; the second call's answer (both ticked) comes first, then the first
  // call's, written before lesson 2 was stored.
  await act(async () => {
    held[1]!(answer([1, 2]));
    await second;
    held[0]!(answer([1]));
    await first;
  });

  expect([...result.current.completed].sort()).toEqual([1, 2]);
});

it('takes the latest answer as the whole list', async () => {
  const held = heldAnswers();
  const { result } = renderHook(() => useProgress('course-1', [1, 3]));

  let call!: Promise<boolean>;
  act(() => {
    call = result.current.complete({ _id: 'l2', lesson: 2 }, true);
  });
  await act(async () => {
    // Lesson 3 was unticked on another device: the server's list says so.
    held[0]!(answer([1, 2]));
    await call;
  });

  expect([...result.current.completed].sort()).toEqual([1, 2]);
});
