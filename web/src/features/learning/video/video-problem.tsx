/**
 * What the player shows in place of a video that cannot play: why, in the learner's words, and the
 * ways on: trying again (when the provider could not be reached), the next lesson, and the video on
 * YouTube's own site where it may still play there.
 */
import type { Lesson } from '@shared/types';
import { useEffect, useRef } from 'react';
import { ScreenReaderSuffix } from '../../../components/ui/screen-reader-suffix';
import { t } from '../../../i18n';
import { type ProblemCause, problemText, watchUrl } from './video-problems';

/** "Try again": `trying` while the provider is asked again, `tries` counts the tries that failed. */
export interface RetryOffer {
  trying: boolean;
  tries: number;
  onRetry(): void;
}

export function VideoProblemView({
  cause,
  videoId,
  next,
  onPlay,
  retry,
  takeFocus = false,
}: {
  cause: ProblemCause;
  videoId: string;
  next?: Lesson;
  onPlay?(lesson: Lesson): void;
  retry?: RetryOffer;
  /** The learner was in the video's frame, which is now gone: their focus moves here. */
  takeFocus?: boolean;
}) {
  const box = useRef<HTMLElement>(null);
  const { message, openOnYouTube } = problemText(cause);
  const onNext = next && onPlay ? () => onPlay(next) : undefined;
  useEffect(() => {
    if (takeFocus) box.current?.focus();
  }, [takeFocus]);

  return (
    <section className="player player--problem" ref={box} tabIndex={-1} aria-label={t('Video unavailable')}>
      <div className="player__problem">
        {/* Announced as it appears, whether at once (a lesson known to be unavailable) or mid-way;
            a try that failed again renders it anew, so it is announced again. */}
        <p className="player__message" role="alert" key={retry?.tries}>
          {t(message)}
          {retry && retry.tries > 0 && ` ${t('Still no answer: check your connection, or try again later.')}`}
        </p>
        {(retry || onNext || openOnYouTube) && (
          <div className="player__actions">
            {retry && (
              <button
                type="button"
                className="btn btn--accent"
                // Not `disabled`: that would drop the focus of the learner who pressed it.
                aria-disabled={retry.trying}
                onClick={() => {
                  if (!retry.trying) retry.onRetry();
                }}
              >
                {retry.trying ? t('Trying again…') : t('Try again')}
              </button>
            )}
            {onNext && (
              <button type="button" className="btn btn--accent" onClick={onNext}>
                {t('Next lesson')}
              </button>
            )}
            {openOnYouTube && (
              <a
                className="btn btn--on-dark"
                href={watchUrl(videoId)}
                target="_blank"
                rel="noopener noreferrer"
              >
                {t('Open on YouTube')}
                <ScreenReaderSuffix>{t('(opens in a new tab)')}</ScreenReaderSuffix>
              </a>
            )}
          </div>
        )}
      </div>
    </section>
  );
}
