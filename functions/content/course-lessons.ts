/**
 * Every change content health makes to a course's lessons goes through `changeLessons`: the change
 * is computed from the lessons as stored, written only if they are still those (an admin's edit
 * and the check never overwrite each other), and computed again from a fresh read when they are
 * not. The course's lesson count, length and place in the catalogue follow from the new lessons.
 */

import { StillContended } from '../data/conditions';
import { type ContentCourse, getContentCourse, writeLessons } from '../data/content-courses';
import type { StoredLesson } from '../data/courses';
import { shouldList } from './lesson-rules';

/** What a change makes of the lessons: the new lessons (the same array when nothing changes). */
export interface LessonsChange<T> {
  lessons: StoredLesson[];
  result: T;
}

const ATTEMPTS = 5;

/**
 * Applies `change` to `course` (as read, perhaps a moment ago) and stores the outcome; null when the
 * course is gone. `change` may throw to refuse (an unknown lesson), which stores nothing.
 */
export async function changeLessons<T>(
  course: ContentCourse,
  change: (lessons: StoredLesson[], course: ContentCourse) => LessonsChange<T>,
): Promise<{ course: ContentCourse; result: T } | null> {
  let current: ContentCourse | null = course;
  for (let attempt = 0; attempt < ATTEMPTS && current; attempt++) {
    const { lessons, result } = change(current.lessons, current);
    const listed = shouldList(lessons);
    if (lessons === current.lessons && listed === current.listed) return { course: current, result };
    if ((await writeLessons(current, lessons, listed)).ok) {
      return { course: { ...current, lessons, listed }, result };
    }
    current = await getContentCourse(course._id);
  }
  if (!current) return null;
  throw new StillContended(`The lessons of ${course._id} kept changing.`);
}
