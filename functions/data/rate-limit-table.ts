/**
 * Every limit the server holds a caller to, in one table: what it guards (as docs/security.md's
 * "Rate limits" table words it), the counter's scope, the limit and the window. Every place that
 * enforces a limit takes it from here, and rate-limits-doc.unit.test.ts checks the document's table
 * against this one row by row, both ways.
 *
 * A limit with a scope is a fixed window counted in the table (`countAttempt` in rate-limits.ts);
 * one without (`scope: null`) is kept on the item it guards.
 */
import { CHAT_RATE } from '../../shared/chat';
import {
  QUIZ_ATTEMPT_WINDOW_HOURS,
  QUIZ_ATTEMPTS_PER_HOUR,
  QUIZ_ATTEMPTS_PER_QUIZ,
} from '../../shared/quizzes';

interface LimitRow {
  /** The row's "What" in docs/security.md, up to any "; …" said there about the answer over it. */
  what: string;
  scope: string | null;
  limit: number;
  windowSeconds: number;
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;

export const RATE_LIMITS = {
  /** Stops a guesser where it stands. Logins count failures, not attempts (OWASP ASVS 2.2.1). */
  loginFailuresPerAddressAndSource: {
    what: 'Wrong passwords, per address and source',
    scope: 'login-fail-address-source',
    limit: 10,
    windowSeconds: 15 * MINUTE,
  },
  /** One machine trying many accounts. */
  loginFailuresPerSource: {
    what: 'Wrong passwords, per source',
    scope: 'login-fail-source',
    limit: 60,
    windowSeconds: 15 * MINUTE,
  },
  /** The ceiling for a guesser with many sources (OWASP ASVS 2.2.1: at most 100 an hour). */
  loginFailuresPerAddress: {
    what: 'Wrong passwords, per address from anywhere, except from a browser this account logged in from before',
    scope: 'login-fail-address',
    limit: 100,
    windowSeconds: HOUR,
  },
  forgotPerAddress: {
    what: 'Forgot password, per address',
    scope: 'forgot-address',
    limit: 3,
    windowSeconds: HOUR,
  },
  forgotPerSource: {
    what: 'Forgot password, per source',
    scope: 'forgot-source',
    limit: 20,
    windowSeconds: HOUR,
  },
  /** Requests for a new verification link. */
  resendPerAddress: {
    what: 'Resend verification, per address',
    scope: 'resend-address',
    limit: 5,
    windowSeconds: HOUR,
  },
  resendPerSource: {
    what: 'Resend verification, per source',
    scope: 'resend-source',
    limit: 20,
    windowSeconds: HOUR,
  },
  /**
   * Mail about an account that nobody may have asked for: verification links (at sign-up, on an
   * unverified login, on request) and the "someone tried to sign up" notice. Over the limit the mail
   * is skipped without a word, so the answer stays the same for every address.
   */
  accountMailPerAddress: {
    what: 'Mail about an account (verification, sign-up notice), per address',
    scope: 'account-mail',
    limit: 3,
    windowSeconds: HOUR,
  },
  registerPerSource: {
    what: 'Registration, per source',
    scope: 'register-source',
    limit: 20,
    windowSeconds: HOUR,
  },
  /** Counted per learner over all quizzes, per clock hour. */
  quizAttemptsPerLearner: {
    what: 'Quiz attempts, per learner over all quizzes',
    scope: 'quiz-attempt',
    limit: QUIZ_ATTEMPTS_PER_HOUR,
    windowSeconds: HOUR,
  },
  /** Kept as slots on the learner–course item; the browser shows the rule, so its numbers are shared. */
  quizAttemptsPerQuiz: {
    what: 'Quiz attempts, per learner and quiz, sliding',
    scope: null,
    limit: QUIZ_ATTEMPTS_PER_QUIZ,
    windowSeconds: QUIZ_ATTEMPT_WINDOW_HOURS * HOUR,
  },
  questionsPerLearner: {
    what: 'Discussion questions, per learner',
    scope: 'questions-learner',
    limit: 10,
    windowSeconds: HOUR,
  },
  answersPerLearner: {
    what: 'Discussion answers, per learner',
    scope: 'answers-learner',
    limit: 30,
    windowSeconds: HOUR,
  },
  /** Votes cast or taken back on discussion posts; a repeated click changes nothing and is not counted. */
  votesPerLearner: {
    what: 'Discussion votes and unvotes, per learner',
    scope: 'votes-learner',
    limit: 120,
    windowSeconds: HOUR,
  },
  /** Reports of a lesson whose video would not play; a repeated report changes nothing and is not counted. */
  problemReportsPerLearner: {
    what: 'Reports of a video that would not play, per learner',
    scope: 'problem-reports-learner',
    limit: 20,
    windowSeconds: HOUR,
  },
  /** One mail an hour at most, however many answers come: the time of the last is kept on the question. */
  answerMailPerQuestion: {
    what: "Answer mail to a question's asker, per question, sliding from the last mail",
    scope: null,
    limit: 1,
    windowSeconds: HOUR,
  },
  /** Ratings given or changed: far more than anyone rates honestly in an hour, too few to sway a course. */
  ratingsPerLearner: {
    what: 'Course ratings given or changed, per learner',
    scope: 'ratings-learner',
    limit: 30,
    windowSeconds: HOUR,
  },
  /** Enough for anyone with courses to offer, too few to flood the admins' list. */
  courseRequestsPerLearner: {
    what: 'Course requests, per learner',
    scope: 'course-request-user',
    limit: 5,
    windowSeconds: 24 * HOUR,
  },
  /** The browser keeps to the same pace, so its numbers live in shared/chat.ts. */
  chatMessagesPerLearner: { what: 'Chat messages, per learner', scope: 'chat', ...CHAT_RATE },
  /** Enough to flag every abusive message of a bad evening, too few to bury the admins. */
  chatReportsPerLearner: {
    what: 'Chat reports, per learner',
    scope: 'chat-report',
    limit: 20,
    windowSeconds: HOUR,
  },
  /**
   * Frames per connection, each bound to its WebSocket route by the manifest (`frameLimit`). The app
   * asks for the history once per connection and never sends unknown actions, so a handful a minute
   * is generous; chat messages may come as fast as the per-learner limit allows, and invalid ones
   * count too.
   */
  historyFrames: {
    what: 'Chat `history` frames, per connection',
    scope: 'frames-history',
    limit: 5,
    windowSeconds: MINUTE,
  },
  /** The app asks every 30 s while the tab is visible (and the history answers it too). */
  presenceFrames: {
    what: 'Chat `presence` frames, per connection',
    scope: 'frames-presence',
    limit: 5,
    windowSeconds: MINUTE,
  },
  sendChatFrames: {
    what: 'Chat `send_chat` frames, per connection',
    scope: 'frames-send-chat',
    limit: 20,
    windowSeconds: 10,
  },
  unknownFrames: {
    what: 'Other chat frames (`$default`), per connection',
    scope: 'frames-unknown',
    limit: 5,
    windowSeconds: MINUTE,
  },
} satisfies Record<string, LimitRow>;
