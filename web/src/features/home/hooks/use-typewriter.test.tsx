import { TIMING } from '@shared/constants';
import { act, render, screen } from '@testing-library/react';
import { HEADLINE_WORDS } from '../content';
import {
  DELETE_MS,
  TYPE_MS,
  TYPEWRITER_START,
  type TypewriterState,
  typedText,
  typewriterStep,
  useTypewriter,
} from './use-typewriter';

/** What the typewriter shows and for how long, step by step from the start: pure logic, no clock. */
function timeline(words: readonly string[], pauseMs: number, steps: number): Array<[string, number]> {
  const shown: Array<[string, number]> = [];
  let state: TypewriterState = TYPEWRITER_START;
  for (let i = 0; i < steps; i++) {
    const { delayMs, next } = typewriterStep(state, words, pauseMs);
    const text = typedText(state, words);
    // Consecutive steps that show the same text count as one stretch of time.
    const last = shown.at(-1);
    if (last && last[0] === text) last[1] += delayMs;
    else shown.push([text, delayMs]);
    state = next;
  }
  return shown;
}

describe('the typewriter’s timing', () => {
  it('types a letter every 90 ms, holds the word for the pause, deletes a letter every 45 ms', () => {
    expect(timeline(['Go', 'Rust'], 2_000, 12)).toEqual([
      ['', TYPE_MS],
      ['G', TYPE_MS],
      // The whole word: the pause, then the first deleting step still shows it.
      ['Go', 2_000 + DELETE_MS],
      ['G', DELETE_MS],
      // The last letter goes, a beat, and the next word begins.
      ['', TYPE_MS + TYPE_MS],
      ['R', TYPE_MS],
      ['Ru', TYPE_MS],
      ['Rus', TYPE_MS],
      ['Rust', 2_000 + DELETE_MS],
    ]);
  });

  it('shows every headline word whole for the 2 s pause, in order, and starts over', () => {
    const words: readonly string[] = HEADLINE_WORDS;
    const whole = timeline(words, TIMING.typewriterPauseMs, 400).filter(([text]) => words.includes(text));
    expect(whole.slice(0, words.length + 1)).toEqual(
      [...words, words[0]!].map((word) => [word, TIMING.typewriterPauseMs + DELETE_MS]),
    );
  });
});

function Headline({ enabled = true }: { enabled?: boolean }) {
  return <p data-testid="word">{useTypewriter(['Go', 'Rust'], { enabled, pauseMs: 2000 })}</p>;
}

const word = () => screen.getByTestId('word').textContent;
const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));
/**
 * Moves the fake clock one millisecond at a time: React schedules the next step's timer only after
 * it renders the current one, so one big jump would run at most one step.
 */
const advanceExactly = (ms: number) => {
  for (let i = 0; i < ms; i++) advance(1);
};

describe('the typewriter on a page (fake timers)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('follows the timeline to the millisecond', () => {
    render(<Headline />);
    expect(word()).toBe('');
    advanceExactly(2 * TYPE_MS - 1);
    expect(word()).toBe('G');
    advanceExactly(1);
    expect(word()).toBe('Go');
    advanceExactly(2_000 + DELETE_MS - 1);
    expect(word()).toBe('Go');
    advanceExactly(1);
    expect(word()).toBe('G');
  });

  it('comes back to the first word after the last', () => {
    render(<Headline />);
    const order: string[] = [];
    for (let i = 0; i < 200; i++) {
      advance(100);
      const now = word() ?? '';
      if ((now === 'Go' || now === 'Rust') && order.at(-1) !== now) order.push(now);
    }
    expect(order.slice(0, 3)).toEqual(['Go', 'Rust', 'Go']);
  });

  it('shows the first word, still, when motion is turned off', () => {
    render(<Headline enabled={false} />);
    expect(word()).toBe('Go');
    advance(10_000);
    expect(word()).toBe('Go');
  });
});
