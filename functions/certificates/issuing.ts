/**
 * Claiming and showing completion certificates. A learner who has ticked every lesson of a course
 * (and passed every quiz of it) claims one; claiming again answers the same certificate. Unticking a
 * lesson later does not revoke it: the certificate records a completion that happened, with the best
 * score of each quiz at that moment.
 */
import { CERTIFICATE_NOT_FOUND, type Certificate, type QuizScore } from '../../shared/certificates';
import { allLessonsDone, lessonsToComplete } from '../../shared/learning';
import { message, type Text } from '../../shared/message';
import { passedCount, type QuizBest, type QuizSummary, quizRefusal } from '../../shared/quizzes';
import type { Lesson } from '../../shared/types';
import { getCertificate, issueCertificate } from '../data/certificates';
import { getQuizStanding } from '../data/quizzes';
import { getUserCourse, type UserCourse } from '../data/user-courses';
import { getUser } from '../data/users';
import { requireCourse } from '../learning/catalogue';
import { NOT_ENROLLED_MSG } from '../learning/enrolment';
import { newId } from '../lib/crypto';
import { Forbidden, NotFound, Unauthorized } from '../lib/errors';

export interface Claim {
  _id: string;
  /** False when the learner already held this course's certificate. */
  issued: boolean;
}

/**
 * Why a learner cannot have the certificate yet, or null when they can: every lesson ticked and,
 * for a course with self-check quizzes, every quiz passed. A passed quiz stays passed (the best
 * attempt is never lowered), so unlike the lessons it needs no condition on the write.
 */
function refusal(relation: UserCourse | null, lessons: Lesson[], quizzes: QuizSummary[]): Text | null {
  if (!relation?.enrolled) return NOT_ENROLLED_MSG;
  if (!allLessonsDone(lessons, relation.completed)) {
    const required = lessonsToComplete(lessons);
    const done = required.filter((l) => relation.completed.includes(l.lesson)).length;
    return message('Complete every lesson to claim the certificate: {done} of {total} done.', {
      done,
      total: required.length,
    });
  }
  const passed = passedCount(quizzes, relation.quizzesPassed);
  return passed < quizzes.length ? quizRefusal(passed, quizzes.length) : null;
}

/** Each quiz of the course with the learner's best score, in course order (0 for one never taken). */
const scoresOf = (quizzes: QuizSummary[], best: Record<string, QuizBest>): QuizScore[] =>
  quizzes.map((quiz) => ({ title: quiz.title, percent: best[quiz._id]?.percent ?? 0 }));

export async function claimCertificate(userId: string, courseId: string): Promise<Claim> {
  const [course, relation, standing, profile] = await Promise.all([
    requireCourse(courseId),
    getUserCourse(userId, courseId, true),
    getQuizStanding(userId, courseId, true),
    getUser(userId),
  ]);
  if (relation?.certificateId) return { _id: relation.certificateId, issued: false };
  const lessons = course.lessons ?? [];
  const quizzes = course.quizzes ?? [];
  const refused = refusal(relation, lessons, quizzes);
  if (refused) throw new Forbidden(refused);
  if (!profile) throw new Unauthorized();

  const certificate: Certificate = {
    _id: newId(),
    learnerName: profile.name,
    courseId: course._id,
    courseName: course.name,
    creator: course.creator,
    // The lessons completed for it: one whose video could not be watched was not asked of the learner.
    lessonCount: lessonsToComplete(lessons).length,
    ...(quizzes.length > 0
      ? { quizCount: quizzes.length, quizScores: scoresOf(quizzes, standing.best) }
      : {}),
    issuedAt: new Date().toISOString(),
  };
  if ((await issueCertificate(userId, certificate)).ok) return { _id: certificate._id, issued: true };

  // A condition failed between the read and the write: a parallel claim won, or a lesson was unticked.
  const now = await getUserCourse(userId, courseId, true);
  if (now?.certificateId) return { _id: now.certificateId, issued: false };
  throw new Forbidden(
    refusal(now, lessons, quizzes) ?? 'The certificate could not be issued, please try again.',
  );
}

export async function showCertificate(certificateId: string): Promise<Certificate> {
  const certificate = await getCertificate(certificateId);
  if (!certificate) throw new NotFound(CERTIFICATE_NOT_FOUND);
  return certificate;
}
