/**
 * Completion certificates. A certificate is its own item (`CERT#id`, id from newId(), so it cannot
 * be guessed), readable by anyone who has its address, and it holds only what the certificate shows.
 * The learner–course item keeps the certificate's id; both are written in one transaction, so a
 * learner gets at most one certificate per course and never a certificate without the link to it.
 */
import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { Certificate, QuizScore } from '../../shared/certificates';
import { db } from '../lib/aws';
import { config } from '../lib/config';
import { getItems } from './batch-get';
import { isConditionFailure, retryOnConflict } from './conditions';
import { keys } from './keys';

const toQuizScore = (score: Record<string, unknown>): QuizScore => ({
  title: String(score.title),
  percent: Number(score.percent),
});

const toCertificate = (item: Record<string, unknown>): Certificate => ({
  _id: String(item._id),
  learnerName: String(item.learnerName),
  courseId: String(item.courseId),
  courseName: String(item.courseName),
  creator: String(item.creator),
  lessonCount: Number(item.lessonCount),
  ...(item.quizCount === undefined ? {} : { quizCount: Number(item.quizCount) }),
  ...(Array.isArray(item.quizScores) ? { quizScores: item.quizScores.map(toQuizScore) } : {}),
  issuedAt: String(item.issuedAt),
});

/**
 * Stores `certificate` for the learner's course, if at that moment they are enrolled, hold no
 * certificate for it yet and have at least `lessonCount` lessons ticked (the set only ever holds
 * lessons of the course, so that is every lesson). False when a condition did not hold.
 */
export async function issueCertificate(userId: string, certificate: Certificate): Promise<boolean> {
  try {
    await retryOnConflict(() =>
      db.send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Update: {
                TableName: config.tableName,
                Key: keys.userCourse(userId, certificate.courseId),
                UpdateExpression: 'SET certificateId = :id',
                ConditionExpression:
                  'enrolled = :yes AND attribute_not_exists(certificateId) AND size(completed) >= :count',
                ExpressionAttributeValues: {
                  ':id': certificate._id,
                  ':yes': true,
                  ':count': certificate.lessonCount,
                },
              },
            },
            {
              Put: {
                TableName: config.tableName,
                Item: { ...keys.certificate(certificate._id), type: 'certificate', ...certificate },
                ConditionExpression: 'attribute_not_exists(pk)',
              },
            },
          ],
        }),
      ),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** Several certificates by id (BatchGet, 100 a round trip); unknown ids are left out. */
export async function getCertificates(certificateIds: string[]): Promise<Certificate[]> {
  const items = await getItems(certificateIds.map((id) => keys.certificate(id)));
  return items.map(toCertificate);
}

/** One certificate by id, or null. */
export async function getCertificate(certificateId: string): Promise<Certificate | null> {
  const out = await db.send(
    new GetCommand({ TableName: config.tableName, Key: keys.certificate(certificateId) }),
  );
  return out.Item ? toCertificate(out.Item) : null;
}
