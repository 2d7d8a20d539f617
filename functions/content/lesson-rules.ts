/**
 * What a course's lessons become after a check, a drift applied, or an admin's change, and whether
 * the course then stays in the catalogue. Pure, so the rules are tested on their own; lesson ids
 * and numbers of existing lessons never change, because learners' progress, notes and questions
 * hang on them.
 */

import { COURSE_LIMITS } from '../../shared/requests';
import { showableLine } from '../../shared/text';
import type { VideoProblem } from '../../shared/types';
import { firstCharacters } from '../../shared/validation';
import type { AddedVideo } from '../data/content-drift';
import type { StoredLesson } from '../data/courses';

export const visibleLessons = (lessons: readonly StoredLesson[]): StoredLesson[] =>
  lessons.filter((lesson) => !lesson.hidden);

/** A course is listed while a learner can watch at least one of its lessons. */
export const shouldList = (lessons: readonly StoredLesson[]): boolean =>
  visibleLessons(lessons).some((lesson) => !lesson.unavailable);

/**
 * What is known of a video now: its problem, null when it plays, undefined when it was never
 * checked (the lesson then keeps what it had).
 */
export type KnownState = (videoId: string) => VideoProblem | null | undefined;

/**
 * The lessons with `unavailable` set as the videos' states say and `seconds` filled in where the
 * provider told a length the lesson lacked, and those of them that were not unavailable before.
 * Hidden lessons are left as they are. The array is the same one when nothing changed.
 */
export function withVideoStates(
  lessons: StoredLesson[],
  stateOf: KnownState,
  secondsOf: (videoId: string) => number | undefined,
): { lessons: StoredLesson[]; newProblems: StoredLesson[] } {
  const newProblems: StoredLesson[] = [];
  let changed = false;
  const next = lessons.map((lesson) => {
    if (lesson.hidden) return lesson;
    const state = stateOf(lesson.link);
    const problem = state === undefined ? lesson.unavailable : (state ?? undefined);
    const seconds = lesson.seconds ?? secondsOf(lesson.link);
    if (problem === lesson.unavailable && seconds === lesson.seconds) return lesson;
    changed = true;
    const { unavailable: _was, ...rest } = lesson;
    const updated: StoredLesson = {
      ...rest,
      ...(seconds === undefined ? {} : { seconds }),
      ...(problem ? { unavailable: problem } : {}),
    };
    if (problem && !lesson.unavailable) newProblems.push(updated);
    return updated;
  });
  return { lessons: changed ? next : lessons, newProblems };
}

/** The videos of a playlist that no visible lesson shows, and the visible lessons' videos it lacks. */
export function driftOf(
  lessons: readonly StoredLesson[],
  items: ReadonlyArray<{ videoId: string; title: string; seconds?: number }>,
): { added: AddedVideo[]; removed: string[] } {
  const shown = new Set(visibleLessons(lessons).map((lesson) => lesson.link));
  const inPlaylist = new Set(items.map((item) => item.videoId));
  const added = new Map<string, AddedVideo>();
  for (const item of items) {
    if (shown.has(item.videoId) || added.has(item.videoId)) continue;
    added.set(item.videoId, {
      link: item.videoId,
      title: item.title,
      ...(item.seconds === undefined ? {} : { seconds: item.seconds }),
    });
  }
  const removed = [...shown].filter((link) => !inPlaylist.has(link));
  return { added: [...added.values()], removed };
}

/** A lesson's name from a provider's title: one line that passes the text rule, or "Lesson N". */
export function lessonNameOf(title: string, lesson: number): string {
  const line = firstCharacters(showableLine(title), COURSE_LIMITS.lessonNameMax).trim();
  return line || `Lesson ${lesson}`;
}

/**
 * The lessons with a drift applied: the lessons whose video left the playlist are hidden, and each
 * added video comes back as the hidden lesson that showed it, or is appended as a new lesson with
 * the next number. Existing lessons keep their ids and numbers.
 */
export function withDrift(
  lessons: readonly StoredLesson[],
  drift: { added: readonly AddedVideo[]; removed: readonly string[] },
): { lessons: StoredLesson[]; added: number; hidden: number } {
  const removed = new Set(drift.removed);
  let hidden = 0;
  let added = 0;
  const next: StoredLesson[] = lessons.map((lesson) => {
    if (lesson.hidden || !removed.has(lesson.link)) return lesson;
    hidden++;
    return { ...lesson, hidden: true };
  });
  const ids = new Set(next.map((lesson) => lesson._id));
  let number = Math.max(0, ...next.map((lesson) => lesson.lesson));
  for (const video of drift.added) {
    if (next.some((lesson) => !lesson.hidden && lesson.link === video.link)) continue;
    added++;
    const back = next.findIndex((lesson) => lesson.hidden && lesson.link === video.link);
    if (back >= 0) {
      const { hidden: _hidden, ...shown } = next[back]!;
      next[back] = shown;
      continue;
    }
    number++;
    let id = `lesson-${number}`;
    for (let n = 2; ids.has(id); n++) id = `lesson-${number}-${n}`;
    ids.add(id);
    next.push({
      _id: id,
      lesson: number,
      link: video.link,
      lessonName: lessonNameOf(video.title, number),
      ...(video.seconds === undefined ? {} : { seconds: video.seconds }),
    });
  }
  return { lessons: next, added, hidden };
}
