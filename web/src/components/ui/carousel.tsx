import {
  type CSSProperties,
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { ChevronIcon, PauseIcon, PlayIcon } from './icons';
import { useInView } from './use-in-view';
import { usePrefersReducedMotion } from './use-media-query';

export interface CarouselProps<T> {
  /** Accessible name of the carousel, e.g. "Student reviews". */
  label: string;
  /** What one slide is, for the button labels: "review" gives "Next review". */
  itemName: string;
  items: readonly T[];
  getKey(item: T): string;
  renderSlide(item: T): ReactNode;
  /** Slides per view from a minimum viewport width in px, e.g. `{ 320: 1, 768: 2 }`. */
  breakpoints: Readonly<Record<number, number>>;
  /** Time a slide stays before the next one comes, when playing. */
  autoplayMs: number;
  /** Duration of the slide animation. */
  slideMs: number;
}

const SWIPE_PX = 40;

/**
 * A looping carousel after the WAI-ARIA carousel pattern: previous, next and pause buttons,
 * arrow keys while focus is inside, swipe on touch. It plays on its own only while nobody is
 * pointing at it or working in it, while it is on screen, and never under reduced motion.
 * Looping is seamless: the first slides are repeated after the last, and the track jumps back
 * without animation once the repeat is showing.
 */
export function Carousel<T>({
  label,
  itemName,
  items,
  getKey,
  renderSlide,
  breakpoints,
  autoplayMs,
  slideMs,
}: CarouselProps<T>) {
  const count = items.length;
  const perView = Math.min(useSlidesPerView(breakpoints), Math.max(count, 1));
  const reducedMotion = usePrefersReducedMotion();
  const looping = count > perView;
  const track = looping ? [...items, ...items.slice(0, perView)] : [...items];

  const [position, setPosition] = useState({ index: 0, animate: false });
  const index = position.index % Math.max(track.length, 1);
  // The index as last asked for, ahead of rendering, so quick repeated clicks build on each other.
  const target = useRef(index);
  const timers = useRef(new Set<ReturnType<typeof setTimeout> | number>());
  const clearPending = useCallback(() => {
    for (const timer of timers.current) {
      clearTimeout(timer as ReturnType<typeof setTimeout>);
      cancelAnimationFrame(timer as number);
    }
    timers.current.clear();
  }, []);
  useEffect(() => clearPending, [clearPending]);

  const animated = looping && !reducedMotion;

  const go = useCallback(
    (step: 1 | -1) => {
      if (count < 2) return;
      const from = target.current;
      if (!animated) {
        const next = looping
          ? (from + step + count) % count
          : Math.min(Math.max(from + step, 0), count - perView);
        target.current = next;
        setPosition({ index: next, animate: false });
        return;
      }
      clearPending();
      // Moving past either end: first jump, unanimated, to the copy of the current view at the
      // other end of the track (it looks the same), then slide from there.
      const start = from + step > count ? from - count : from + step < 0 ? from + count : from;
      const to = start + step;
      target.current = to;
      const slide = () => setPosition({ index: to, animate: true });
      if (start !== from) {
        setPosition({ index: start, animate: false });
        const frame = requestAnimationFrame(() => timers.current.add(requestAnimationFrame(slide)));
        timers.current.add(frame);
      } else slide();
      // Landed on the copy of the first slides: swap in the real ones, which look the same.
      if (to === count) {
        const timer = setTimeout(() => {
          target.current = 0;
          setPosition({ index: 0, animate: false });
        }, slideMs);
        timers.current.add(timer);
      }
    },
    [animated, count, looping, perView, slideMs, clearPending],
  );
  const next = useCallback(() => go(1), [go]);
  const previous = useCallback(() => go(-1), [go]);

  // Autoplay: the visitor's choice, paused while hovered, focused, off screen or in a hidden tab.
  const [autoplay, setAutoplay] = useState(!reducedMotion);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [viewRef, onScreen] = useInView<HTMLDivElement>({ rootMargin: '0px' });
  const pageVisible = usePageVisible();
  const playing = autoplay && looping && !hovered && !focused && onScreen && pageVisible;

  useEffect(() => {
    if (reducedMotion) setAutoplay(false);
  }, [reducedMotion]);

  useEffect(() => {
    if (!playing || index >= count) return;
    const timer = setTimeout(next, autoplayMs + (position.animate ? slideMs : 0));
    return () => clearTimeout(timer);
  }, [playing, index, count, next, autoplayMs, slideMs, position.animate]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') next();
    else if (event.key === 'ArrowLeft') previous();
    else return;
    event.preventDefault();
  };
  const onBlur = (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };
  const swipeStart = useRef<number | null>(null);
  const onPointerDown = (event: PointerEvent) => {
    swipeStart.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (start === null || Math.abs(event.clientX - start) < SWIPE_PX) return;
    if (event.clientX < start) next();
    else previous();
  };

  const trackStyle = {
    '--per-view': perView,
    transform: `translateX(calc(${-index} * (100% + var(--carousel-gap)) / ${perView}))`,
    transition: position.animate && !reducedMotion ? `transform ${slideMs}ms ease` : 'none',
  } as CSSProperties;

  return (
    <section
      className="carousel"
      aria-roledescription="carousel"
      aria-label={label}
      onKeyDown={onKeyDown}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <div
        className="carousel__viewport"
        ref={viewRef}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          swipeStart.current = null;
        }}
      >
        <div className="carousel__track" style={trackStyle} aria-live={playing ? 'off' : 'polite'}>
          {track.map((item, i) => {
            const shown = i >= index && i < index + perView;
            return (
              // biome-ignore lint/a11y/useSemanticElements: the ARIA carousel pattern names each slide as a group
              <div
                key={i < count ? getKey(item) : `${getKey(item)}-repeat`}
                className="carousel__slide"
                role="group"
                aria-roledescription="slide"
                aria-label={`${(i % count) + 1} of ${count}`}
                aria-hidden={!shown}
                inert={!shown}
              >
                {renderSlide(item)}
              </div>
            );
          })}
        </div>
      </div>
      {count > 1 && (
        <div className="carousel__controls">
          <button
            type="button"
            className="carousel__button"
            onClick={previous}
            aria-label={`Previous ${itemName}`}
            disabled={!looping && index === 0}
          >
            <ChevronIcon direction="left" />
          </button>
          {looping && (
            <button
              type="button"
              className="carousel__button carousel__button--play"
              onClick={() => setAutoplay((on) => !on)}
              aria-label={autoplay ? `Pause ${itemName}s` : `Play ${itemName}s`}
            >
              {autoplay ? <PauseIcon /> : <PlayIcon />}
            </button>
          )}
          <button
            type="button"
            className="carousel__button"
            onClick={next}
            aria-label={`Next ${itemName}`}
            disabled={!looping && index >= count - perView}
          >
            <ChevronIcon direction="right" />
          </button>
        </div>
      )}
    </section>
  );
}

/** Slides per view for the current viewport width, from the breakpoint table. */
function useSlidesPerView(breakpoints: Readonly<Record<number, number>>): number {
  const table = Object.entries(breakpoints)
    .map(([width, slides]) => [Number(width), slides] as const)
    .sort(([a], [b]) => a - b);
  const key = JSON.stringify(table);
  const smallest = table[0]?.[1] ?? 1;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` is the table's identity
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const lists = table.map(([width]) => window.matchMedia(`(min-width: ${width}px)`));
      for (const list of lists) list.addEventListener('change', onChange);
      return () => {
        for (const list of lists) list.removeEventListener('change', onChange);
      };
    },
    [key],
  );
  const snapshot = () => {
    if (typeof window.matchMedia !== 'function') return smallest;
    let slides = smallest;
    for (const [width, value] of table)
      if (window.matchMedia(`(min-width: ${width}px)`).matches) slides = value;
    return slides;
  };
  return useSyncExternalStore(subscribe, snapshot, () => smallest);
}

function usePageVisible(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      document.addEventListener('visibilitychange', onChange);
      return () => document.removeEventListener('visibilitychange', onChange);
    },
    () => document.visibilityState !== 'hidden',
    () => true,
  );
}
