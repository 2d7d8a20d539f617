/**
 * The play answer (`GET /api/course/play/{id}`) as a page asks for it itself: the course page asks
 * for it to know the learner's progress, and the player, opened from there soon after, takes that
 * answer through the route data's store (`recent`) instead of asking again. It serves for a minute
 * while the app writes nothing: any write (an enrolment, a tick, a like, a rating, a note) may have
 * changed it, and the lifetime bounds how long another device's progress stays hidden.
 */
import type { PlayAnswer } from '@shared/learning';
import { type Dated, dated } from '../../lib/current';
import { useAsked } from '../../lib/route-data';
import { learningApi } from './api';

/** The ask's id in the route data's store. */
export const PLAY_ASK = 'play-answer';

export const PLAY_ANSWER_LIFETIME_MS = 60_000;

/**
 * The ask as the store keeps it: the answer, or null when it could not be read (the player then
 * asks itself, and says why), with when it was asked for.
 */
export type AskedPlay = Dated<PlayAnswer | null>;

const askPlay = (courseId: string): Promise<AskedPlay> =>
  dated(async () => {
    const { status, data } = await learningApi.play(courseId);
    return status === 200 ? data : null;
  });

/**
 * The logged-in learner's play answer for the course, asked for once the page is on screen; null
 * while it loads, when it failed, and for no learner (`courseId` null).
 */
export function usePlayAnswer(courseId: string | null): PlayAnswer | null {
  // Asked again per course and per session (another learner may have logged in on this page since
  // the last answer): the inputs change with either.
  const { data } = useAsked(PLAY_ASK, courseId ?? '', async () =>
    courseId === null ? null : askPlay(courseId),
  );
  return data?.answer ?? null;
}
