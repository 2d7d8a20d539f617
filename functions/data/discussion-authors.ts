/**
 * A learner's questions and answers, found by author on GSI2: what their data export lists and what
 * deleting their account keeps with the author taken away.
 */
import type { AccountExport } from '../../shared/account';
import { keys } from './keys';
import { table } from './table-client';

/** A question or answer as its author's data export lists it, with its item's key. */
export type AuthoredPost = AccountExport['discussionPosts'][number] & { pk: string; sk: string };

/**
 * Every question and answer the learner wrote, oldest first: one Query of GSI2 (a page per MB). What
 * their export lists, and what deleting their account anonymises.
 */
export async function postsBy(userId: string): Promise<AuthoredPost[]> {
  const items = await table.queryAll({
    IndexName: 'gsi2',
    KeyConditionExpression: 'gsi2pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.postsBy(userId).gsi2pk },
  });
  return items.map((item) => {
    const isQuestion = item.sk === keys.question('').sk;
    return {
      kind: isQuestion ? 'question' : 'answer',
      _id: String(item._id),
      courseId: String(item.courseId),
      lessonId: isQuestion ? String(item.lessonId) : null,
      questionId: isQuestion ? null : String(item.questionId),
      title: isQuestion ? String(item.title) : null,
      body: String(item.body),
      createdAt: String(item.createdAt),
      votes: Number(item.votes ?? 0),
      pk: String(item.pk),
      sk: String(item.sk),
    };
  });
}

/**
 * The update that keeps a post but takes its author away (their account was deleted): the name
 * shown becomes `name`, and neither the author's id nor their GSI2 entry remains. Conditioned on
 * the post still existing, so a post deleted meanwhile is not brought back as a stub.
 */
export const anonymisedPost = (post: { pk: string; sk: string }, name: string) => ({
  Key: { pk: post.pk, sk: post.sk },
  UpdateExpression: 'SET authorName = :name REMOVE authorId, gsi2pk, gsi2sk',
  ConditionExpression: 'attribute_exists(pk)',
  ExpressionAttributeValues: { ':name': name },
});
