/**
 * The dashboard in one answer: the learner's courses, the recommendations, the count of review
 * cards due and the weekly progress. The reads that need nothing from each other run at once (the
 * relations, the catalogue index in memory, the habit items, the due count); the recommendations
 * are then picked from the relations and the profile the courses' BatchGet brings anyway.
 */
import type { LearnerDashboard } from '../../shared/learning';
import { liveCatalogue } from '../catalogue/live-catalogue';
import { countDueCards } from '../data/review-cards';
import { listUserCourses } from '../data/user-courses';
import { progressOf } from '../habits/progress';
import { log } from '../lib/log';
import { recommendedFrom } from './catalogue';
import { learnerCoursesOf } from './enrolment';

/**
 * A part the page can do without: its failure is logged and the part left out, so the courses still
 * show (the page treats a missing part as it treated that part's own failed call).
 */
async function optional<T>(part: string, read: Promise<T>): Promise<T | undefined> {
  try {
    return await read;
  } catch (error) {
    log.warn('dashboard part not read', {
      part,
      error: error instanceof Error ? error.message : String(error),
    });
    return undefined;
  }
}

export async function dashboardOf(userId: string): Promise<LearnerDashboard> {
  const [relations, index, cardsDue, progress] = await Promise.all([
    listUserCourses(userId),
    optional('recommended', liveCatalogue.current()),
    optional('cardsDue', countDueCards(userId, new Date())),
    optional('progress', progressOf(userId)),
  ]);
  const courses = await learnerCoursesOf(userId, relations);
  return {
    ...courses,
    ...(index ? { recommended: recommendedFrom(index, relations, courses.preferences) } : {}),
    ...(cardsDue === undefined ? {} : { cardsDue }),
    ...(progress ? { progress } : {}),
  };
}
