/**
 * The certificate itself, as it is printed: who completed which course, by whom, when, its id, and
 * for a course with self-check quizzes the best score of each (certificates issued before scores
 * were recorded say how many quizzes were passed, without scores).
 */
import type { Certificate, QuizScore } from '@shared/certificates';
import { Fact } from '../../../components/ui/fact';
import { t } from '../../../i18n';
import { formatDate } from '../../../lib/time';

function QuizScores({ scores }: { scores: QuizScore[] }) {
  return (
    <table className="certificate__quizzes">
      <caption>{t('Best score in each self-check quiz')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('Quiz')}</th>
          <th scope="col">{t('Best score')}</th>
        </tr>
      </thead>
      <tbody>
        {scores.map((score) => (
          // A course never has two quizzes with one title.
          <tr key={score.title}>
            <th scope="row">{score.title}</th>
            <td>{score.percent}%</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function CertificateDocument({ certificate }: { certificate: Certificate }) {
  return (
    <article className="certificate" aria-labelledby="certificate-title">
      <p className="certificate__brand">LearnFree</p>
      <h1 id="certificate-title" className="certificate__title">
        {t('Certificate of Completion')}
      </h1>
      <p className="certificate__line">{t('This certifies that')}</p>
      <p className="certificate__name">{certificate.learnerName}</p>
      <p className="certificate__line">
        {t('{count, plural, one {completed all # lesson of} other {completed all # lessons of}}', {
          count: certificate.lessonCount,
        })}
      </p>
      <p className="certificate__course">{certificate.courseName}</p>
      <p className="certificate__line">
        {t('a free video course by {creator}', { creator: certificate.creator })}
      </p>
      {certificate.quizCount ? (
        <p className="certificate__line">
          {t(
            '{count, plural, one {including # self-check quiz, all passed} other {including # self-check quizzes, all passed}}',
            { count: certificate.quizCount },
          )}
        </p>
      ) : null}
      {certificate.quizScores?.length ? <QuizScores scores={certificate.quizScores} /> : null}
      <dl className="certificate__facts">
        <Fact term={t('Issued')}>
          <time dateTime={certificate.issuedAt}>{formatDate(certificate.issuedAt)}</time>
        </Fact>
        <Fact term={t('Certificate ID')}>
          <code>{certificate._id}</code>
        </Fact>
      </dl>
      <p className="certificate__statement">
        {t(
          'This certificate records that the learner completed all lessons of a free video course on LearnFree. It is not an accredited qualification.',
        )}
      </p>
    </article>
  );
}
