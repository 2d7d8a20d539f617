/**
 * A lesson's questions a page at a time: one Query of GSI4 (most votes first) or GSI1 (newest
 * first). The cursor carries only the index sort key of the last question shown, checked against
 * the shape `keys.questionIndexes` builds there; the rest of the start key (the question's own key
 * and the lesson's partition) is rebuilt from it and from the call. So a cursor can neither open
 * another partition nor hand DynamoDB a start key it would refuse.
 */
import { QUESTIONS_PAGE, type QuestionSort, type QuestionSummary } from '../../shared/discussion';
import { type CursorSchema, decodeCursor, encodeCursor, ISO_TIME, matching } from '../lib/cursor';
import { QUESTION_ID, toSummary } from './discussion';
import { keys } from './keys';
import { table } from './table-client';

/** A page of a lesson's questions and the cursor of the next one (absent on the last page). */
export interface QuestionPage {
  questions: QuestionSummary[];
  cursor?: string;
}

/** Each order's index and the sort key a question has there, its id last (`keys.questionIndexes`). */
const ORDERS: Record<QuestionSort, { index: 'gsi1' | 'gsi4'; sortKey: RegExp }> = {
  top: { index: 'gsi4', sortKey: new RegExp(`^\\d{10}#${ISO_TIME}#(${QUESTION_ID.source})$`) },
  new: { index: 'gsi1', sortKey: new RegExp(`^${ISO_TIME}#(${QUESTION_ID.source})$`) },
};

/** Where the next page starts: after the question with this index sort key. */
interface Position {
  after: string;
}

const schemaOf = (sort: QuestionSort, partition: string): CursorSchema<Position> => ({
  list: `questions:${sort}:${partition}`,
  fields: { after: matching(ORDERS[sort].sortKey) },
});

/** One page of a lesson's questions, newest or most votes first; 400 for a cursor of another list. */
export async function listLessonQuestions(
  where: { courseId: string; lessonId: string },
  sort: QuestionSort,
  cursor?: string,
): Promise<QuestionPage> {
  const { index, sortKey } = ORDERS[sort];
  const partition = keys.lessonQuestions(where.courseId, where.lessonId);
  const schema = schemaOf(sort, partition);
  const after = cursor === undefined ? undefined : decodeCursor(schema, cursor).after;
  const out = await table.query({
    IndexName: index,
    KeyConditionExpression: '#pk = :pk',
    ExpressionAttributeNames: { '#pk': `${index}pk` },
    ExpressionAttributeValues: { ':pk': partition },
    ScanIndexForward: false,
    Limit: QUESTIONS_PAGE,
    ...(after === undefined
      ? {}
      : {
          ExclusiveStartKey: keys.lessonQuestionsAfter(index, partition, sortKey.exec(after)![1]!, after),
        }),
  });
  const last = out.LastEvaluatedKey?.[`${index}sk`];
  return {
    questions: (out.Items ?? []).map(toSummary),
    ...(typeof last === 'string' ? { cursor: encodeCursor(schema, { after: last }) } : {}),
  };
}
