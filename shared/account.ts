/**
 * Account settings: the rules of the forms on /account, shared by the browser (which shows each
 * problem next to its field) and the Lambdas (which enforce them), and the texts both sides need.
 */
import type { Certificate } from './certificates';
import { LIMITS, MESSAGES } from './constants';
import type { GoalSettings } from './habits';
import type { MailUndeliverable } from './mail-delivery';
import type { AccountPreferences } from './preferences';
import type { ExportedReviewCard } from './review';
import type { Session } from './types';
import { type Field, fieldProblems, object, string, textLength, userText } from './validation';

/** The author shown on chat messages and discussion posts of an account that was deleted. */
export const DELETED_LEARNER = 'Deleted learner';

/** The file the export downloads as. */
export const EXPORT_FILE_NAME = 'learnfree-data.json';

export const ACCOUNT_MESSAGES = {
  nameLength: `A name has ${LIMITS.nameMin} to ${LIMITS.nameMax} characters.`,
  currentPasswordMissing: 'Enter your current password.',
  /** The answer to a wrong current password: the form shows it next to that field. */
  wrongPassword: 'That is not your current password.',
  newPasswordLength: `A password has ${LIMITS.passwordMin} to ${LIMITS.passwordMax} characters.`,
  passwordMissing: 'Enter your password to confirm.',
  renamed: 'Your name has been changed.',
  passwordChanged: 'Your password has been changed. Other devices have been logged out.',
  deleted: 'Your account and your data have been deleted.',
} as const;

/** A name other people see, by the rule of registration: 1 to 50 characters that all show. */
const accountName: Field<string> = (value, name) => {
  const result = userText({ max: 10_000, msg: ACCOUNT_MESSAGES.nameLength })(value, name);
  if (!result.ok) return result;
  const length = textLength(result.value);
  return length < LIMITS.nameMin || length > LIMITS.nameMax
    ? { ok: false, msg: ACCOUNT_MESSAGES.nameLength }
    : result;
};

/** A password as typed (never trimmed); only its presence is checked. */
const typedPassword = (msg: string): Field<string> => string({ max: 1_000, trim: false, msg });

const newPassword: Field<string> = string({
  min: LIMITS.passwordMin,
  max: LIMITS.passwordMax,
  trim: false,
  msg: ACCOUNT_MESSAGES.newPasswordLength,
});

/** Each field's rule, in the order the forms show them. */
const profileFields = { name: accountName };
const passwordFields = {
  currentPassword: typedPassword(ACCOUNT_MESSAGES.currentPasswordMissing),
  password: newPassword,
  confirmPassword: typedPassword(MESSAGES.passwordsDiffer),
};
const deletionFields = { password: typedPassword(ACCOUNT_MESSAGES.passwordMissing) };

const passwordsMatch = (form: { password: string; confirmPassword: string }): string | null =>
  form.password === form.confirmPassword ? null : MESSAGES.passwordsDiffer;

/** PUT /api/users/me */
export const profileSchema = object(profileFields);
/** POST /api/users/me/password */
export const passwordChangeSchema = object(passwordFields, passwordsMatch);
/** DELETE /api/users/me, and POST /api/users/me/deletion-check before it */
export const accountDeletionSchema = object(deletionFields);

export type { FieldProblems } from './validation';

export const profileProblems = (form: { name: string }) => fieldProblems(profileFields, form);

export const passwordChangeProblems = (form: {
  currentPassword: string;
  password: string;
  confirmPassword: string;
}) =>
  fieldProblems(passwordFields, form, (values) => {
    const msg = passwordsMatch(values);
    return msg ? { field: 'confirmPassword', msg } : null;
  });

export const accountDeletionProblems = (form: { password: string }) => fieldProblems(deletionFields, form);

/** The account as GET /api/users/me answers it: never a hash or a token. */
export interface AccountProfile {
  _id: string;
  name: string;
  email: string;
  role: string;
  createdAt: string;
  /** Every preference, defaults filled in (`interestsAnswered` says whether the interests were asked). */
  preferences: AccountPreferences;
  /**
   * Whether the account holds a language of its own (the sign-up's, or one the learner chose): false
   * for an account that never had one, whose `preferences.uiLanguage` is only the default.
   */
  uiLanguageChosen: boolean;
  /** Set when mail to the address bounced for good or drew a complaint: no mail goes to it. */
  mailUndeliverable: MailUndeliverable | null;
}

/**
 * What `GET /api/token/refresh?account=1` answers: the session the refresh secret just proved, and
 * its account exactly as `GET /api/users/me` answers it (the web app's first refresh of a page load
 * asks for it, so the page needs one call instead of two).
 */
export interface SessionWithAccount extends Session {
  account: AccountProfile;
}

/** One enrolment in the export: the course, how far the learner got and where they stopped. */
export interface ExportedEnrolment {
  courseId: string;
  courseName: string | null;
  enrolledAt: string | null;
  lastActiveAt: string | null;
  liked: boolean;
  completedLessons: number[];
  lessonCount: number | null;
  /** Per cent of the course's lessons ticked complete, when the course still exists. */
  progress: number | null;
  resumePoint: { lessonId: string; lessonName: string | null; position: number } | null;
  certificateId: string | null;
  /** The best attempt at each quiz of the course the learner took. */
  quizzes: Array<{ quizId: string; title: string | null; percent: number; passed: boolean; at: string }>;
}

export interface ExportedNote {
  _id: string;
  courseId: string;
  courseName: string | null;
  lessonId: string;
  title: string;
  content: string;
  position: number | null;
  createdAt: string;
  updatedAt: string | null;
}

/** What GET /api/users/me/export answers: everything kept about the caller, nothing of anyone else. */
export interface AccountExport {
  exportedAt: string;
  profile: AccountProfile;
  enrolments: ExportedEnrolment[];
  likes: Array<{ courseId: string; courseName: string | null }>;
  notes: ExportedNote[];
  courseRequests: Array<{
    _id: string;
    name: string;
    email: string;
    topic: string | null;
    playlist: string;
    message: string;
    status: string;
    createdAt: string;
    courseId: string | null;
  }>;
  /** Each certificate as its page shows it, with that page's address. */
  certificates: Array<Certificate & { url: string }>;
  chatMessages: Array<{ room: string; message: string; at: string }>;
  /** The weekly goal with its reminder settings (null without one), and every day with activity. */
  habits: {
    goal: GoalSettings | null;
    days: Array<{ date: string; lessons: number; secondsWatched: number }>;
  };
  /** The review cards made of the learner's notes, with where each stands in its schedule. */
  reviewCards: ExportedReviewCard[];
  /** The learner's course ratings, each with its review ('' for stars without text). */
  ratings: Array<{
    _id: string;
    courseId: string;
    courseName: string | null;
    stars: number;
    review: string;
    createdAt: string;
    updatedAt: string;
    helpful: number;
  }>;
  discussionPosts: Array<{
    kind: 'question' | 'answer';
    _id: string;
    courseId: string;
    lessonId: string | null;
    questionId: string | null;
    title: string | null;
    body: string;
    createdAt: string;
    votes: number;
  }>;
}
