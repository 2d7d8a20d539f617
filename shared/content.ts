/**
 * Content health: the rules of a learner's problem report and an admin's lesson change, shared by
 * the player, the admin page and the Lambdas that enforce them, and the shapes of the health answers.
 */

import { fieldName, message } from './message';
import { videoIdOf } from './requests';
import type { VideoProblem } from './types';
import { type Field, fail, object, type Result, type Schema } from './validation';

/**
 * The error codes the provider's embedded player raises (YouTube IFrame API `onError`): 2 a bad
 * parameter, 5 an HTML5 player error, 100 the video is gone or private, 101 and 150 its owner does
 * not allow embedding, 153 the embed was refused for a missing referrer.
 */
export const PLAYER_ERROR_CODES = [2, 5, 100, 101, 150, 153] as const;
export type PlayerErrorCode = (typeof PLAYER_ERROR_CODES)[number];

export const PLAYER_ERROR_CODE_MSG = message("{name} must be one of the player's error codes: {values}.", {
  name: fieldName('code'),
  values: PLAYER_ERROR_CODES.join(', '),
});

const playerErrorCode: Field<PlayerErrorCode> = (value) =>
  PLAYER_ERROR_CODES.includes(value as PlayerErrorCode)
    ? { ok: true, value: value as PlayerErrorCode }
    : fail(PLAYER_ERROR_CODE_MSG);

/** POST /api/course/{courseId}/lessons/{lessonId}/problem: what the player saw. */
export const problemReportSchema = object({ code: playerErrorCode });

/** A lesson change: a new video for it, or hiding it from learners. */
export type LessonChange = { link: string } | { hidden: true };

export const LESSON_CHANGE_MSG =
  'Send link (the new video: a YouTube video link or its 11-character id) or hidden: true to hide the lesson.';
export const LESSON_LINK_MSG =
  'link must be a YouTube video link (https://www.youtube.com/watch?v=…) or its 11-character video id.';

/** PUT /api/admin/course/{courseId}/lessons/{lessonId}: `{link}` or `{hidden: true}`, never both. */
export const lessonChangeSchema: Schema<LessonChange> = (input): Result<LessonChange> => {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return { ok: false, msg: 'The request body must be a JSON object.' };
  }
  const { link, hidden } = input as Record<string, unknown>;
  const hides = hidden === true;
  const hasLink = link !== undefined && link !== null && link !== '';
  if (hides === hasLink) return { ok: false, msg: LESSON_CHANGE_MSG };
  if (hides) return { ok: true, value: { hidden: true } };
  const videoId = typeof link === 'string' ? videoIdOf(link) : null;
  return videoId ? { ok: true, value: { link: videoId } } : { ok: false, msg: LESSON_LINK_MSG };
};

/** A check found the video so, or learners reported it and no check has confirmed or cleared it yet. */
export type ProblemState = VideoProblem | 'reported';

/** A lesson whose video does not play, as the health list shows it. `link` is the video id. */
export interface ContentProblem {
  courseId: string;
  courseName: string;
  lessonId: string;
  lesson: number;
  lessonName: string;
  link: string;
  state: ProblemState;
  /** When the video was first found (or reported) not playing. */
  since: string;
  /** Learners who reported it since the last check that found it playing. */
  reports: number;
}

/** How a course's playlist changed on the provider since the course was made. */
export interface PlaylistDrift {
  courseId: string;
  courseName: string;
  /** Videos in the playlist that no lesson shows, in playlist order. */
  added: Array<{ link: string; title: string }>;
  /** Video ids of lessons that the playlist no longer holds. */
  removed: string[];
}

/** GET /api/admin/content-health. */
export interface ContentHealth {
  /** When the last check ran; null before the first one. */
  checkedAt: string | null;
  problems: ContentProblem[];
  drift: PlaylistDrift[];
}

/** POST /api/admin/content-check. */
export interface ContentCheckResult {
  /** Distinct videos checked with the provider in this run. */
  checked: number;
  /** Lessons whose video does not play after this run. */
  problems: number;
  /** Videos left for the next run (the day's quota or the call's time ran out); absent when none. */
  unchecked?: number;
}
