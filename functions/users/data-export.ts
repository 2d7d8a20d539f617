/**
 * The caller's data export: everything the product keeps about the account, read from the account's
 * own partition (profile, enrolments with progress, resume points and quiz bests, likes, notes, review cards,
 * the copies of the chat messages they sent, the weekly goal and the activity days) plus their course requests and discussion posts (both
 * on GSI2), the courses named (for their names) and their certificates. Nothing of anyone else, no hashes, no tokens.
 */
import type { AccountExport, ExportedEnrolment, ExportedNote } from '../../shared/account';
import type { Course } from '../../shared/types';
import { getCertificates } from '../data/certificates';
import { everyRequestBy } from '../data/course-requests';
import { getCourses } from '../data/courses';
import { postsBy } from '../data/discussion-authors';
import { isDayItem, toDayItem } from '../data/habit-days';
import { goalRecordOf, isGoalItem } from '../data/habit-goals';
import { keys } from '../data/keys';
import { quizBestsOf } from '../data/quizzes';
import { ratingsNamedBy } from '../data/ratings';
import { isCardItem, toExportedCard } from '../data/review-cards';
import type { Item } from '../data/table-client';
import { userPartition } from '../data/user-partition';
import { config } from '../lib/config';
import { readProfile } from './profile';

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const numberOrNull = (value: unknown): number | null => (typeof value === 'number' ? value : null);
const startsWith = (prefix: string) => (item: Item) => String(item.sk).startsWith(prefix);
const courseIdOf = (relation: Item) => String(relation.sk).slice(keys.userCoursePrefix.length);

function enrolment(item: Item, course: Course | undefined): ExportedEnrolment {
  const completed =
    item.completed instanceof Set ? [...item.completed].map(Number).sort((a, b) => a - b) : [];
  const lessonCount = course?.lessonCount ?? null;
  const lastLessonId = text(item.lastLessonId);
  return {
    courseId: courseIdOf(item),
    courseName: course?.name ?? null,
    enrolledAt: text(item.enrolledAt),
    lastActiveAt: text(item.updatedAt),
    liked: item.loved === true,
    completedLessons: completed,
    lessonCount,
    progress: lessonCount ? Math.round((100 * completed.length) / lessonCount) : null,
    resumePoint: lastLessonId
      ? {
          lessonId: lastLessonId,
          lessonName: course?.lessons?.find((l) => l._id === lastLessonId)?.lessonName ?? null,
          position: numberOrNull(item.lastPosition) ?? 0,
        }
      : null,
    certificateId: text(item.certificateId),
    quizzes: Object.entries(quizBestsOf(item)).map(([quizId, best]) => ({
      quizId,
      title: course?.quizzes?.find((q) => q._id === quizId)?.title ?? null,
      ...best,
    })),
  };
}

function note(item: Item, courseName: string | null): ExportedNote {
  return {
    _id: String(item._id),
    courseId: String(item.courseId),
    courseName,
    lessonId: String(item.lessonId),
    title: String(item.title),
    content: String(item.content),
    position: numberOrNull(item.position),
    createdAt: String(item.createdAt),
    updatedAt: text(item.updatedAt),
  };
}

/** The goal and the day counters (the unsubscribe secret and the watch clock are machinery, not data about the learner). */
function habitsOf(items: readonly Item[]): AccountExport['habits'] {
  const goal = items.find(isGoalItem);
  return {
    goal: goal ? goalRecordOf(goal).settings : null,
    days: items
      .filter(isDayItem)
      .map(toDayItem)
      .map((day) => ({ date: day.date, lessons: day.lessons, secondsWatched: day.seconds })),
  };
}

/** Reads the partition ‖ the requests ‖ the posts (‖ the profile), then the courses ‖ the certificates ‖ the ratings. */
export async function exportAccount(userId: string): Promise<AccountExport> {
  const [profile, items, requests, posts] = await Promise.all([
    readProfile(userId),
    userPartition(userId),
    everyRequestBy(userId),
    postsBy(userId),
  ]);
  const relations = items.filter(startsWith(keys.userCoursePrefix));
  // A pointer names its course, so the ratings are read beside the courses (none read without one).
  const rated = items.filter(startsWith(keys.userRatingPrefix)).filter((p) => typeof p.reviewId === 'string');
  const notes = items.filter(startsWith(keys.anyNotePrefix));
  const courseIds = [
    ...new Set([
      ...relations.map(courseIdOf),
      ...notes.map((n) => String(n.courseId)),
      ...rated.map((p) => String(p.courseId)),
    ]),
  ];
  const certificateIds = relations
    .map((r) => text(r.certificateId))
    .filter((id): id is string => id !== null);
  const [courses, certificates, ratings] = await Promise.all([
    getCourses(courseIds),
    getCertificates(certificateIds),
    ratingsNamedBy(rated),
  ]);
  const courseById = new Map(courses.map((c) => [c._id, c]));
  const nameOf = (courseId: string) => courseById.get(courseId)?.name ?? null;
  const enrolments = relations.map((r) => enrolment(r, courseById.get(courseIdOf(r))));

  return {
    exportedAt: new Date().toISOString(),
    profile,
    enrolments,
    likes: enrolments.filter((e) => e.liked).map((e) => ({ courseId: e.courseId, courseName: e.courseName })),
    notes: notes.map((n) => note(n, nameOf(String(n.courseId)))),
    courseRequests: requests.map((r) => ({
      _id: r._id,
      name: r.name,
      email: r.email,
      topic: r.topic ?? null,
      playlist: r.playlist,
      message: r.message,
      status: r.status,
      createdAt: r.createdAt,
      courseId: r.courseId ?? null,
    })),
    certificates: certificates.map((c) => ({ ...c, url: `${config.siteUrl}/certificates/${c._id}` })),
    chatMessages: items
      .filter(startsWith(keys.userChatMessagePrefix))
      .map((m) => ({ room: String(m.room), message: String(m.message), at: String(m.at) }))
      .sort((a, b) => a.at.localeCompare(b.at)),
    discussionPosts: posts.map(({ pk: _pk, sk: _sk, ...post }) => post),
    habits: habitsOf(items),
    reviewCards: items.filter(isCardItem).map(toExportedCard),
    ratings: ratings.map((r) => ({
      _id: r.reviewId,
      courseId: r.courseId,
      courseName: nameOf(r.courseId),
      stars: r.stars,
      review: r.review,
      createdAt: r.createdAt,
      updatedAt: r.updatedAt,
      helpful: r.helpful,
    })),
  };
}
