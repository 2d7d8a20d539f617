/**
 * The certificate itself, as it is printed: who completed which course, by whom, when, its id, and
 * for a course with self-check quizzes the best score of each (certificates issued before scores
 * were recorded say how many quizzes were passed, without scores).
 */
import { CERTIFICATE_STATEMENT, type Certificate, type QuizScore } from '@shared/certificates';
import { formatDate } from '../../../lib/time';

function QuizScores({ scores }: { scores: QuizScore[] }) {
  return (
    <table className="certificate__quizzes">
      <caption>Best score in each self-check quiz</caption>
      <thead>
        <tr>
          <th scope="col">Quiz</th>
          <th scope="col">Best score</th>
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
        Certificate of Completion
      </h1>
      <p className="certificate__line">This certifies that</p>
      <p className="certificate__name">{certificate.learnerName}</p>
      <p className="certificate__line">
        completed all {certificate.lessonCount} {certificate.lessonCount === 1 ? 'lesson' : 'lessons'} of
      </p>
      <p className="certificate__course">{certificate.courseName}</p>
      <p className="certificate__line">a free video course by {certificate.creator}</p>
      {certificate.quizCount ? (
        <p className="certificate__line">
          including {certificate.quizCount} self-check {certificate.quizCount === 1 ? 'quiz' : 'quizzes'}, all
          passed
        </p>
      ) : null}
      {certificate.quizScores?.length ? <QuizScores scores={certificate.quizScores} /> : null}
      <dl className="certificate__facts">
        <div>
          <dt>Issued</dt>
          <dd>
            <time dateTime={certificate.issuedAt}>{formatDate(certificate.issuedAt)}</time>
          </dd>
        </div>
        <div>
          <dt>Certificate ID</dt>
          <dd>
            <code>{certificate._id}</code>
          </dd>
        </div>
      </dl>
      <p className="certificate__statement">{CERTIFICATE_STATEMENT}</p>
    </article>
  );
}
