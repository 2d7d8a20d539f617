import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Carousel } from './carousel';

const ITEMS = ['Ann', 'Ben', 'Cat'];

function renderCarousel() {
  return render(
    <Carousel
      label="Friends"
      itemName="friend"
      items={ITEMS}
      getKey={(name) => name}
      renderSlide={(name) => <p>{name}</p>}
      breakpoints={{ 320: 1 }}
      autoplayMs={1000}
      slideMs={300}
    />,
  );
}

/** The names on the slides a sighted visitor sees (jsdom has no layout: one slide per view). */
const shown = () =>
  screen
    .getAllByRole('group', { hidden: false })
    .filter((slide) => slide.getAttribute('aria-hidden') === 'false')
    .map((slide) => slide.textContent);

describe('the carousel', () => {
  // One user-event instance per test: it remembers where the pointer is.
  let user: ReturnType<typeof userEvent.setup>;
  beforeEach(() => {
    jest.useFakeTimers();
    user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  });
  afterEach(() => jest.useRealTimers());

  it('is announced as a carousel of labelled slides', () => {
    renderCarousel();
    expect(screen.getByRole('region', { name: 'Friends' })).toHaveAttribute(
      'aria-roledescription',
      'carousel',
    );
    expect(screen.getByRole('group', { name: '1 of 3' })).toHaveAttribute('aria-roledescription', 'slide');
  });

  it('goes forward and back with the buttons, looping past either end', async () => {
    renderCarousel();
    await user.click(screen.getByRole('button', { name: 'Pause friends' }));
    expect(shown()).toEqual(['Ann']);
    await user.click(screen.getByRole('button', { name: 'Previous friend' }));
    act(() => jest.advanceTimersByTime(400));
    expect(shown()).toEqual(['Cat']);
    await user.click(screen.getByRole('button', { name: 'Next friend' }));
    act(() => jest.advanceTimersByTime(400));
    expect(shown()).toEqual(['Ann']);
    await user.click(screen.getByRole('button', { name: 'Next friend' }));
    act(() => jest.advanceTimersByTime(400));
    expect(shown()).toEqual(['Ben']);
  });

  it('plays by itself until the visitor pauses it, and again when they press play', async () => {
    renderCarousel();
    const region = screen.getByRole('region', { name: 'Friends' });
    const leave = async () => {
      await user.unhover(region);
      act(() => (document.activeElement as HTMLElement).blur());
    };
    expect(shown()).toEqual(['Ann']);
    act(() => jest.advanceTimersByTime(1000));
    expect(shown()).toEqual(['Ben']);
    await user.click(screen.getByRole('button', { name: 'Pause friends' }));
    await leave();
    act(() => jest.advanceTimersByTime(5000));
    expect(shown()).toEqual(['Ben']);
    await user.click(screen.getByRole('button', { name: 'Play friends' }));
    await leave();
    // The autoplay delay counts from the end of the last 300 ms slide.
    act(() => jest.advanceTimersByTime(1300));
    expect(shown()).toEqual(['Cat']);
  });

  it('holds still while the pointer is over it', async () => {
    renderCarousel();
    await user.hover(screen.getByRole('region', { name: 'Friends' }));
    act(() => jest.advanceTimersByTime(5000));
    expect(shown()).toEqual(['Ann']);
  });
});
