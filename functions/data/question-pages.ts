/**
 * A lesson's questions a page at a time (`queryIndexPage`): GSI4 (most votes first) or GSI1
 * (newest first), the cursor checked against the sort key `keys.questionIndexes` writes there.
 */
import { QUESTIONS_PAGE, type QuestionSort, type QuestionSummary } from '../../shared/discussion';
import { ISO_TIME } from '../lib/cursor';
import { QUESTION_ID, toSummary } from './discussion';
import { type IndexOrder, queryIndexPage } from './index-pages';
import { keys } from './keys';

/** A page of a lesson's questions and the cursor of the next one (absent on the last page). */
export interface QuestionPage {
  questions: QuestionSummary[];
  cursor?: string;
}

/** Each order's index and the sort key a question has there, its id last (`keys.questionIndexes`). */
const ORDERS: Record<QuestionSort, IndexOrder> = {
  top: { index: 'gsi4', sortKey: new RegExp(`^\\d{10}#${ISO_TIME}#(${QUESTION_ID.source})$`) },
  new: { index: 'gsi1', sortKey: new RegExp(`^${ISO_TIME}#(${QUESTION_ID.source})$`) },
};

/** One page of a lesson's questions, newest or most votes first; 400 for a cursor of another list. */
export async function listLessonQuestions(
  where: { courseId: string; lessonId: string },
  sort: QuestionSort,
  cursor?: string,
): Promise<QuestionPage> {
  const partition = keys.lessonQuestions(where.courseId, where.lessonId);
  const page = await queryIndexPage(
    {
      list: `questions:${sort}:${partition}`,
      order: ORDERS[sort],
      partition,
      limit: QUESTIONS_PAGE,
      itemKey: keys.question,
    },
    cursor,
  );
  return {
    questions: page.items.map(toSummary),
    ...(page.next === null ? {} : { cursor: page.next }),
  };
}
