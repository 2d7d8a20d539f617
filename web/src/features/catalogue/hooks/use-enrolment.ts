/**
 * Whether the logged-in learner is enrolled in a course, and the lesson they would carry on with.
 * Asked in the browser only: the course page is rendered at build time for every visitor, and a
 * visitor without a session asks nothing. The player's own call answers it (the course with the
 * resume point and the ticked lessons), so the course page needs nothing new from the server.
 */
import { resumeLesson } from '@shared/learning';
import type { MyRating } from '@shared/ratings';
import type { Lesson } from '@shared/types';
import { useAsked } from '../../../lib/route-data';
import { useSession } from '../../auth';
import { learningApi } from '../../learning';

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

async function askEnrolment(courseId: string): Promise<Enrolment> {
  const play = await learningApi.play(courseId);
  if (play.status !== 200 || !play.data.enrolled) return null;
  const lessons = [...(play.data.response.lessons ?? [])].sort((a, b) => a.lesson - b.lesson);
  const done = Array.isArray(play.data.completed) ? play.data.completed : [];
  const lesson = resumeLesson(lessons, done, play.data.lastLessonId);
  return lesson ? { courseId, lesson, completed: done.length, myRating: play.data.myRating ?? null } : null;
}

export function useEnrolment(courseId: string): Enrolment {
  const { loggedIn } = useSession();
  // Asked again per course and per session (another learner may have logged in on this page since
  // the last answer): the page stays mounted when the address or the session changes.
  const { data } = useAsked('enrolment', `${courseId} ${loggedIn}`, async () =>
    loggedIn ? askEnrolment(courseId) : null,
  );
  return data ?? null;
}
