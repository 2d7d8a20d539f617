/**
 * Whether the logged-in learner is enrolled in a course, and the lesson they would carry on with.
 * Asked in the browser only: the course page is rendered at build time for every visitor, and a
 * visitor without a session asks nothing. The player's own call answers it (the course with the
 * resume point and the ticked lessons), so the course page needs nothing new from the server, and
 * the player opened from here takes the same answer (see learning's play-answer.ts).
 */
import { lessonsInOrder, type PlayAnswer, resumeLesson } from '@shared/learning';
import type { MyRating } from '@shared/ratings';
import type { Lesson } from '@shared/types';
import { useSession } from '../../auth';
import { usePlayAnswer } from '../../learning';

/**
 * `enrolled` with the lesson to continue, how many lessons are completed and the learner's rating of
 * the course (the reviews section's), or `null` while unknown, logged out or not enrolled.
 */
export type Enrolment = {
  courseId: string;
  lesson: Lesson;
  completed: number;
  myRating: MyRating | null;
} | null;

function enrolmentIn(courseId: string, play: PlayAnswer | null): Enrolment {
  if (!play?.enrolled) return null;
  const lessons = lessonsInOrder(play.response);
  const done = Array.isArray(play.completed) ? play.completed : [];
  const lesson = resumeLesson(lessons, done, play.lastLessonId);
  return lesson ? { courseId, lesson, completed: done.length, myRating: play.myRating ?? null } : null;
}

export function useEnrolment(courseId: string): Enrolment {
  const { loggedIn } = useSession();
  return enrolmentIn(courseId, usePlayAnswer(loggedIn ? courseId : null));
}
