import { act, render, screen } from '@testing-library/react';
import { useTypewriter } from './use-typewriter';

function Headline({ enabled = true }: { enabled?: boolean }) {
  return <p data-testid="word">{useTypewriter(['Go', 'Rust'], { enabled, pauseMs: 2000 })}</p>;
}

const word = () => screen.getByTestId('word').textContent;
const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

describe('the typewriter', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('types a word letter by letter, holds it for the pause, deletes it and types the next', () => {
    render(<Headline />);
    expect(word()).toBe('');
    for (let i = 0; i < 4; i++) advance(100);
    expect(word()).toBe('Go');
    advance(1900);
    expect(word()).toBe('Go');
    advance(200);
    expect(word()).not.toBe('Go');
    for (let i = 0; i < 20; i++) advance(100);
    expect(word()).toBe('Rust');
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
