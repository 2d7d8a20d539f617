/**
 * Changing a thread: accepting an answer, deleting an answer or a whole question. Each change is one
 * transaction conditioned on the state just read (the accepted answer, the answer count), so a
 * parallel change is never lost: the loser reads again and retries.
 */
import { failedAt, isConditionFailure, retryOnConflict } from './conditions';
import { getQuestion, getThread, openCount, type StoredQuestion } from './discussion';
import { keys } from './keys';
import { done, type Outcome, refused } from './outcome';
import { table } from './table-client';

/** How often a change that lost a race with another reads again and retries. */
const MAX_ATTEMPTS = 40;

/** A change made, or `gone`: the question or answer is not there (any more). */
export type ChangeOutcome = Outcome<void, 'gone'>;

/**
 * Marks `answerId` as its question's accepted answer; accepting another moves the mark. The first
 * accepted answer makes the question no longer open on its lesson.
 */
export async function acceptAnswer(question: StoredQuestion, answerId: string): Promise<ChangeOutcome> {
  let current: StoredQuestion | null = question;
  for (let attempt = 0; attempt < MAX_ATTEMPTS && current; attempt++) {
    if (current.acceptedAnswerId === answerId) return done();
    const previous = current.acceptedAnswerId;
    try {
      await retryOnConflict(() =>
        table.transact([
          {
            Update: {
              Key: keys.question(question._id),
              UpdateExpression: 'SET acceptedAnswerId = :answer',
              ConditionExpression: previous
                ? 'acceptedAnswerId = :previous'
                : 'attribute_exists(pk) AND attribute_not_exists(acceptedAnswerId)',
              ExpressionAttributeValues: {
                ':answer': answerId,
                ...(previous ? { ':previous': previous } : {}),
              },
            },
          },
          {
            ConditionCheck: {
              Key: keys.answer(question._id, answerId),
              ConditionExpression: 'attribute_exists(pk)',
            },
          },
          ...(previous ? [] : [{ Update: openCount(question.courseId, question.lessonId, -1) }]),
        ]),
      );
      return done();
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
      if (failedAt(error, 1)) return refused('gone');
      current = await getQuestion(question._id);
    }
  }
  return refused('gone');
}

/**
 * Deletes an answer and uncounts it; a deleted accepted answer leaves its question open again. The
 * question's state is a condition of the transaction, so a parallel accept cannot be lost.
 */
export async function deleteAnswer(questionId: string, answerId: string): Promise<ChangeOutcome> {
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const question = await getQuestion(questionId);
    if (!question) return refused('gone');
    const wasAccepted = question.acceptedAnswerId === answerId;
    try {
      await retryOnConflict(() =>
        table.transact([
          {
            Delete: {
              Key: keys.answer(questionId, answerId),
              ConditionExpression: 'attribute_exists(pk)',
            },
          },
          {
            Update: {
              Key: keys.question(questionId),
              UpdateExpression: `ADD answerCount :minusOne${wasAccepted ? ' REMOVE acceptedAnswerId' : ''}`,
              ConditionExpression: wasAccepted
                ? 'acceptedAnswerId = :answer'
                : 'attribute_exists(pk) AND (attribute_not_exists(acceptedAnswerId) OR acceptedAnswerId <> :answer)',
              ExpressionAttributeValues: { ':minusOne': -1, ':answer': answerId },
            },
          },
          ...(wasAccepted ? [{ Update: openCount(question.courseId, question.lessonId, 1) }] : []),
        ]),
      );
      return done();
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
      if (failedAt(error, 0)) return refused('gone');
    }
  }
  return refused('gone');
}

/**
 * Deletes a question with all its answers in one transaction (at most 1 + 50 deletes and the
 * course's count), conditioned on the answer count and accepted answer just read, so an answer
 * posted meanwhile is never left behind: the read and the transaction are then simply repeated.
 */
export async function deleteQuestion(questionId: string): Promise<ChangeOutcome> {
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const thread = await getThread(questionId, true);
    if (!thread) return refused('gone');
    const { question, answers } = thread;
    const answered = question.acceptedAnswerId !== undefined;
    try {
      await retryOnConflict(() =>
        table.transact([
          {
            Delete: {
              Key: keys.question(questionId),
              ConditionExpression: answered
                ? 'answerCount = :count AND acceptedAnswerId = :accepted'
                : 'answerCount = :count AND attribute_not_exists(acceptedAnswerId)',
              ExpressionAttributeValues: {
                ':count': answers.length,
                ...(answered ? { ':accepted': question.acceptedAnswerId } : {}),
              },
            },
          },
          ...answers.map((answer) => ({
            Delete: { Key: keys.answer(questionId, answer._id) },
          })),
          ...(answered ? [] : [{ Update: openCount(question.courseId, question.lessonId, -1) }]),
        ]),
      );
      return done();
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
  }
  return refused('gone');
}
