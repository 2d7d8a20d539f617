/**
 * What the player shows in place of a video that cannot play: why, in the learner's words, and the
 * ways on: the next lesson, and the video on YouTube's own site where it may still play there.
 */
import type { Lesson } from '@shared/types';
import { useEffect, useRef } from 'react';
import { type ProblemCause, problemText, watchUrl } from './video-problems';

export function VideoProblemView({
  cause,
  videoId,
  next,
  onPlay,
  takeFocus = false,
}: {
  cause: ProblemCause;
  videoId: string;
  next?: Lesson;
  onPlay(lesson: Lesson): void;
  /** The learner was in the video's frame, which is now gone: their focus moves here. */
  takeFocus?: boolean;
}) {
  const box = useRef<HTMLElement>(null);
  const { message, openOnYouTube } = problemText(cause);
  useEffect(() => {
    if (takeFocus) box.current?.focus();
  }, [takeFocus]);

  return (
    <section className="player player--problem" ref={box} tabIndex={-1} aria-label="Video unavailable">
      <div className="player__problem">
        {/* Announced as it appears, whether at once (a lesson known to be unavailable) or mid-way. */}
        <p className="player__message" role="alert">
          {message}
        </p>
        {(next || openOnYouTube) && (
          <div className="player__actions">
            {next && (
              <button type="button" className="btn btn--accent" onClick={() => onPlay(next)}>
                Next lesson
              </button>
            )}
            {openOnYouTube && (
              <a
                className="btn btn--on-dark"
                href={watchUrl(videoId)}
                target="_blank"
                rel="noopener noreferrer"
              >
                Open on YouTube<span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            )}
          </div>
        )}
      </div>
    </section>
  );
}
