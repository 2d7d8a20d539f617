/**
 * Why a lesson's video cannot be watched, in words a learner understands: from the provider's
 * error code when the player fails, from the content check's finding in the course answer
 * (`Lesson.unavailable`) before the video is even loaded, or because the provider itself cannot
 * be reached from the learner's network.
 */
import type { VideoProblem } from '@shared/types';
import { msg } from '../../../i18n';

export type ProblemCause = { code: number } | { unavailable: VideoProblem } | { unreachable: true };

export interface ProblemText {
  /** Marked with msg(): shown with t(). */
  message: string;
  /** Whether the video may still play on YouTube's own site, so a link there helps. */
  openOnYouTube: boolean;
}

const REMOVED: ProblemText = {
  message: msg('This video was removed by its owner on YouTube.'),
  openOnYouTube: false,
};
const PRIVATE: ProblemText = {
  message: msg("This video is private on YouTube, so it can't be played here."),
  // The owner may have shared it with the learner's own YouTube account.
  openOnYouTube: true,
};
const NOT_EMBEDDABLE: ProblemText = {
  message: msg("The owner of this video doesn't allow it to be played on other sites."),
  openOnYouTube: true,
};

const BY_FINDING: Record<VideoProblem, ProblemText> = {
  removed: REMOVED,
  private: PRIVATE,
  unembeddable: NOT_EMBEDDABLE,
};

/** The IFrame API's codes (https://developers.google.com/youtube/iframe_api_reference#onError). */
const BY_CODE: Record<number, ProblemText> = {
  2: {
    message: msg("This lesson's video link isn't valid, so the video can't be played."),
    openOnYouTube: false,
  },
  5: {
    message: msg("YouTube's player couldn't play this video in your browser. Reloading the page may help."),
    openOnYouTube: true,
  },
  // The provider answers 100 for a video that is gone (it says the same for some private ones).
  100: REMOVED,
  // 101 and 150 both mean the video may not be embedded; the provider gives private videos these too.
  101: NOT_EMBEDDABLE,
  150: NOT_EMBEDDABLE,
  153: {
    message: msg("YouTube couldn't set up its player on this page. Reloading the page may help."),
    openOnYouTube: true,
  },
};

const UNKNOWN: ProblemText = {
  message: msg("This video can't be played here right now."),
  openOnYouTube: true,
};

/** Schools and offices often block YouTube; the video may still open elsewhere, on another network. */
const UNREACHABLE: ProblemText = {
  message: msg("YouTube can't be reached from this network."),
  openOnYouTube: true,
};

export const problemText = (cause: ProblemCause): ProblemText => {
  if ('unreachable' in cause) return UNREACHABLE;
  return 'unavailable' in cause ? BY_FINDING[cause.unavailable] : (BY_CODE[cause.code] ?? UNKNOWN);
};

/** The content check's finding in a few words, after "Unavailable" in lesson lists (shown with t()). */
export const FINDING_WORDS: Record<VideoProblem, string> = {
  removed: msg('the video was removed'),
  private: msg('the video is private'),
  unembeddable: msg("the video can't be played on this site"),
};

/** The video on YouTube's own site. */
export const watchUrl = (videoId: string): string =>
  `https://www.youtube.com/watch?v=${encodeURIComponent(videoId)}`;
