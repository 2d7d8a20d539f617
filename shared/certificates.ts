/**
 * Completion certificates: the claim's input rule, what a certificate shows (and nothing more, as
 * its page is public), and the texts the page and the server share.
 */
import { id, object } from './validation';

export const claimCertificateSchema = object({ courseId: id() });

/** A self-check quiz on a certificate: its title and the learner's best score when it was issued. */
export interface QuizScore {
  title: string;
  /** Whole per cent, rounded down, as the quiz showed it. */
  percent: number;
}

/** A certificate as anyone holding its address sees it: no e-mail, no account id. */
export interface Certificate {
  _id: string;
  learnerName: string;
  courseId: string;
  courseName: string;
  creator: string;
  lessonCount: number;
  /** The self-check quizzes passed for it, for a course that had any when it was issued. */
  quizCount?: number;
  /**
   * Each of those quizzes with the learner's best score at issue time, in course order. Certificates
   * issued before scores were recorded have `quizCount` alone.
   */
  quizScores?: QuizScore[];
  /** ISO date and time of issue. */
  issuedAt: string;
}

export const CERTIFICATE_NOT_FOUND = 'Certificate not found.';

/** What a certificate means, said on every certificate so nobody mistakes it for more. */
export const CERTIFICATE_STATEMENT =
  'This certificate records that the learner completed all lessons of a free video course on LearnFree. It is not an accredited qualification.';
