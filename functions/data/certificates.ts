/**
 * Completion certificates. A certificate is its own item (`CERT#id`, id from newId(), so it cannot
 * be guessed), readable by anyone who has its address, and it holds only what the certificate shows.
 * The learner–course item keeps the certificate's id; both are written in one transaction, so a
 * learner gets at most one certificate per course and never a certificate without the link to it.
 */
import type { Certificate, QuizScore } from '../../shared/certificates';
import { retryOnConflict } from './conditions';
import { enrolledUpdate } from './enrolled';
import { keys } from './keys';
import { type Outcome, unlessRefused } from './outcome';
import { table } from './table-client';

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
 * lessons of the course, so that is every lesson). `not-eligible` when a condition did not hold.
 */
export async function issueCertificate(
  userId: string,
  certificate: Certificate,
): Promise<Outcome<void, 'not-eligible'>> {
  return unlessRefused(async () => {
    await retryOnConflict(() =>
      table.transact([
        {
          Update: enrolledUpdate(userId, certificate.courseId, {
            update: 'SET certificateId = :id',
            condition: 'attribute_not_exists(certificateId) AND size(completed) >= :count',
            values: { ':id': certificate._id, ':count': certificate.lessonCount },
          }),
        },
        {
          Put: {
            Item: { ...keys.certificate(certificate._id), type: 'certificate', ...certificate },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
      ]),
    );
  }, 'not-eligible');
}

/** Several certificates by id (BatchGet, 100 a round trip); unknown ids are left out. */
export async function getCertificates(certificateIds: string[]): Promise<Certificate[]> {
  const items = await table.getMany(certificateIds.map((id) => keys.certificate(id)));
  return items.map(toCertificate);
}

/** One certificate by id, or null. */
export async function getCertificate(certificateId: string): Promise<Certificate | null> {
  const item = await table.get(keys.certificate(certificateId));
  return item ? toCertificate(item) : null;
}
