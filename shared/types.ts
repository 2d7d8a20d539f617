/** Entities as they travel between the browser and the API (spec section 3, API contract). */
import type { Language, Role } from './constants';
import type { QuizSummary } from './quizzes';
import type { RatingSummary, ReportedReview } from './ratings';

export interface Session {
  loggedIn: boolean;
  name: string;
  role: Role | '';
}

/** Why a lesson's video cannot be watched, as the content check (or the provider's player) found it. */
export type VideoProblem = 'removed' | 'private' | 'unembeddable';

export interface Lesson {
  _id: string;
  /** Module number, 1-based. */
  lesson: number;
  /** The video provider's video id. */
  link: string;
  lessonName: string;
  /** The video's length, where the provider told it (a playlist import or a content check). */
  seconds?: number;
  /** Set while the content check finds the video gone, private or closed to embedding. */
  unavailable?: VideoProblem;
}

export interface Course {
  _id: string;
  name: string;
  info: string;
  description: string;
  category: string;
  creator: string;
  language: Language;
  course_pic: string;
  love: number;
  lessonCount: number;
  lessons?: Lesson[];
  /** Open (not yet answered) discussion questions by lesson id; absent before the first question. */
  openQuestions?: Record<string, number>;
  /** The course's self-check quizzes in course order (without questions), once it has any. */
  quizzes?: QuizSummary[];
  /** The provider playlist the course was made from, kept to notice when the playlist changes. */
  playlistId?: string;
  /** The sum of the lessons' `seconds`, when every lesson's length is known. */
  totalSeconds?: number;
  /** Learners' stars: every course answer carries them (`average` null before the first rating). */
  rating?: RatingSummary;
}

export interface DashboardEntry {
  courseId: Course;
  /** Lesson numbers ticked complete. */
  completed: number[];
  lastLessonId?: string;
  position?: number;
  updatedAt?: string;
}

export interface Dashboard {
  courseEnrolled: DashboardEntry[];
  courseLoved: string[];
}

export interface PlayResponse {
  response: Course;
  courseLoved: string[];
  enrolled: boolean;
}

export interface Note {
  _id: string;
  title: string;
  content: string;
  lessonId: string;
  position?: number;
  createdAt: string;
}

export interface ChatMessage {
  _id: string;
  /** The author's account name. */
  user: string;
  message: string;
  createdAt: string;
  /** Only in the history sent to the author: the message is theirs, so they are not offered to report it. */
  mine?: true;
  /**
   * Only in the room's copy of a message sent with a tag (`send_chat`'s `ref`): the sender's page
   * finds its own message by it. Never stored.
   */
  ref?: string;
}

/** A reported message as the admin sees it: what it said when it was reported, and every report. */
export interface ReportedMessage {
  message: ChatMessage;
  reports: Array<{ reporter: string; reason: string; reportedAt: string }>;
}

export type ModerationKind = 'delete' | 'mute' | 'dismiss';

/** One moderation action, as recorded: who did what to whose message, and when. */
export interface ModerationAction {
  _id: string;
  action: ModerationKind;
  /** The admin's account name. */
  by: string;
  at: string;
  /** The message acted on: its author, text and id. */
  message: ChatMessage;
  /** For a mute: until when. */
  until?: string;
}

export interface ChatReports {
  reports: ReportedMessage[];
  actions: ModerationAction[];
  /** Open reports of course reviews, the same queue (always sent by the server). */
  reviews?: ReportedReview[];
}

export type RequestStatus = 'new' | 'approved' | 'rejected';

export interface CourseRequest {
  _id: string;
  name: string;
  email: string;
  /** What the learner would like to learn, when they gave it. */
  topic?: string;
  /** The normalised YouTube link; '' for a request with a topic only, for which an admin finds one. */
  playlist: string;
  message: string;
  status: RequestStatus;
  createdAt: string;
  courseId?: string;
  /** The admin's reason, when a rejection gave one. */
  reason?: string;
}

export interface MsgResponse {
  msg: string;
}
