/** How the discussion puts numbers and dates into words. */
import { lazily } from '@shared/lazily';

/** "1 vote", "3 votes". */
export const counted = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`;

export const openQuestionsText = (n: number): string => counted(n, 'open question', 'open questions');

/** The lesson's open questions from a course's `openQuestions`, 0 when none were ever asked. */
export const openOn = (openQuestions: Record<string, number> | undefined, lessonId: string): number =>
  Math.max(0, openQuestions?.[lessonId] ?? 0);

/** All open questions of a course. */
export const openInCourse = (openQuestions: Record<string, number> | undefined): number =>
  Object.values(openQuestions ?? {}).reduce((sum, n) => sum + Math.max(0, n), 0);

const dateFormat = lazily(() => new Intl.DateTimeFormat('en', { dateStyle: 'medium' }));

export const postedOn = (iso: string): string => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateFormat().format(date);
};
