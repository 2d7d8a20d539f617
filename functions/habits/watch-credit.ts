/**
 * How much of the time between two position saves the learner was watching. The player saves on
 * pause, when the page is left and at most every 60 s while playing (web use-resume-recorder.ts),
 * so between two saves of the same lesson the video moved by the position delta and the clock by
 * the time elapsed. The smaller of the two is what can have been watched: a seek forward moves the
 * position without the time, a pause moves the time without the position. A different lesson, a
 * position that went back or an unknown previous save credit nothing: that save starts a new span.
 */

/** One save's credit at most: five of the player's 60-second saves, should some have been lost. */
export const CREDIT_PER_SAVE_MAX_SECONDS = 300;

export interface SavedPlace {
  courseId: string;
  lessonId: string;
  position: number;
  /** When it was saved, in epoch milliseconds. */
  at: number;
}

/** Seconds of video watched between the previous save and this one. */
export function watchedSeconds(previous: SavedPlace | undefined, current: SavedPlace): number {
  if (!previous) return 0;
  if (previous.courseId !== current.courseId || previous.lessonId !== current.lessonId) return 0;
  const moved = current.position - previous.position;
  const elapsed = (current.at - previous.at) / 1000;
  if (moved <= 0 || elapsed <= 0) return 0;
  return Math.floor(Math.min(moved, elapsed, CREDIT_PER_SAVE_MAX_SECONDS));
}
