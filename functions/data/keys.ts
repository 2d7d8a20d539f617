/**
 * Every key of the single table is built here, index keys included, so the layout in
 * docs/data-design.md has exactly one implementation. Ids are url-safe and contain no '#', so
 * prefixes never collide. Sort keys that order a collection put the time first and the id last
 * (`<createdAt>#<id>`), so the order is total and a key names its item.
 */
import { catalogueShard, connectionShard, shardLabel, videoShard } from './shards';

/** The order of an item in a time-ordered collection: its time, then its id. */
const byTime = (at: string, id: string): string => `${at}#${id}`;

const searchShard = (shard: number) => ({ gsi3pk: `CATALOGUE#${shard}` });
const searchKeys = (courseId: string, createdAt: string) => ({
  ...searchShard(catalogueShard(courseId)),
  gsi3sk: byTime(createdAt, courseId),
});
const lessonQuestions = (courseId: string, lessonId: string) => `QUESTIONS#${courseId}#${lessonId}`;
const question = (questionId: string) => ({ pk: `QUESTION#${questionId}`, sk: 'QUESTION' });
const questionRank = (votes: number, createdAt: string, questionId: string) =>
  `${String(votes).padStart(10, '0')}#${byTime(createdAt, questionId)}`;
const videoCheckInShard = (shard: string, videoId: string) => ({
  pk: `VIDEOS#${shard}`,
  sk: `VIDEO#${videoId}`,
});
const videoProblem = (videoId: string) => ({ gsi1pk: 'VIDEO-PROBLEMS', gsi1sk: videoId });
const connectionInShard = (room: string, shard: string, connectionId: string) => ({
  pk: `CONNS#${room}`,
  sk: `CONN#${shard}#${connectionId}`,
});

export const keys = {
  user: (userId: string) => ({ pk: `USER#${userId}`, sk: 'PROFILE' }),
  email: (normalisedEmail: string) => ({ pk: `EMAIL#${normalisedEmail}`, sk: 'EMAIL' }),
  verifyToken: (userId: string, tokenHash: string) => ({ pk: `USER#${userId}`, sk: `VERIFY#${tokenHash}` }),
  verifyTokenPrefix: 'VERIFY#',
  resetToken: (userId: string, tokenHash: string) => ({ pk: `USER#${userId}`, sk: `RESET#${tokenHash}` }),
  resetTokenPrefix: 'RESET#',
  session: (userId: string, sessionId: string) => ({ pk: `USER#${userId}`, sk: `SESSION#${sessionId}` }),
  sessionPrefix: 'SESSION#',
  /** A browser where the user logged in before, by the hash of its device cookie. */
  device: (userId: string, deviceHash: string) => ({ pk: `USER#${userId}`, sk: `DEVICE#${deviceHash}` }),
  /** The user's side of an open chat connection, so their sockets can be found and closed. */
  userConnection: (userId: string, connectionId: string) => ({
    pk: `USER#${userId}`,
    sk: `CONN#${connectionId}`,
  }),
  userConnectionPrefix: 'CONN#',
  rateWindow: (scope: string, subject: string, window: number | string) => ({
    pk: `RATE#${scope}#${subject}`,
    sk: `W#${window}`,
  }),
  /** Every window counted for one subject: one partition. */
  rateSubject: (scope: string, subject: string) => ({ pk: `RATE#${scope}#${subject}` }),
  course: (courseId: string) => ({ pk: `COURSE#${courseId}`, sk: 'COURSE' }),
  catalogue: { gsi1pk: 'CATALOGUE' },
  /** One shard of the catalogue's search source (GSI3), sorted like the catalogue. */
  catalogueShard: searchShard,
  /** A course's place in its shard of the search source (GSI3). */
  searchKeys,
  /**
   * A course's place in the catalogue (GSI1) and in its search shard (GSI3): its creation time, then
   * its id (unique, so a total order).
   */
  courseIndexes: (courseId: string, createdAt: string) => ({
    gsi1pk: 'CATALOGUE',
    gsi1sk: byTime(createdAt, courseId),
    ...searchKeys(courseId, createdAt),
  }),
  /** A counter raised by every write that adds a course, so readers know when to reload. */
  catalogueVersion: { pk: 'CATALOGUE', sk: 'VERSION' },
  /** A learner's relation to one course: enrolment, like, completed lessons, resume position. */
  userCourse: (userId: string, courseId: string) => ({ pk: `USER#${userId}`, sk: `COURSE#${courseId}` }),
  userCoursePrefix: 'COURSE#',
  note: (userId: string, courseId: string, lessonId: string, noteId: string) => ({
    pk: `USER#${userId}`,
    sk: `NOTE#${courseId}#${lessonId}#${noteId}`,
  }),
  /** Every note of the learner, on any course. */
  anyNotePrefix: 'NOTE#',
  notePrefix: (courseId: string, lessonId?: string) => `NOTE#${courseId}#${lessonId ? `${lessonId}#` : ''}`,
  courseRequest: (requestId: string) => ({ pk: `REQUEST#${requestId}`, sk: 'REQUEST' }),
  allRequests: { gsi1pk: 'REQUESTS' },
  requestsBy: (userId: string) => ({ gsi2pk: `REQUESTS#USER#${userId}` }),
  /** A request among all requests (GSI1) and among its author's (GSI2), both by time. */
  requestIndexes: (userId: string, requestId: string, createdAt: string) => ({
    gsi1pk: 'REQUESTS',
    gsi1sk: byTime(createdAt, requestId),
    gsi2pk: `REQUESTS#USER#${userId}`,
    gsi2sk: byTime(createdAt, requestId),
  }),
  /** The author's pointer to a course request, written with it, so deleting the account finds it. */
  userRequest: (userId: string, requestId: string) => ({ pk: `USER#${userId}`, sk: `REQUEST#${requestId}` }),
  userRequestPrefix: 'REQUEST#',
  /** The deciding admin's pointer to a course request, written with the decision, for the same reason. */
  userDecision: (userId: string, requestId: string) => ({
    pk: `USER#${userId}`,
    sk: `DECISION#${requestId}`,
  }),
  userDecisionPrefix: 'DECISION#',
  /** Accounts whose deletion has started and not finished, on GSI1 (what an operator finishes). */
  accountDeletions: { gsi1pk: 'ACCOUNT-DELETIONS' },
  /** An account among the unfinished deletions, by the time its deletion started. */
  accountDeletion: (userId: string, since: string) => ({
    gsi1pk: 'ACCOUNT-DELETIONS',
    gsi1sk: byTime(since, userId),
  }),
  chatRoom: (room: string) => ({ pk: `ROOM#${room}` }),
  chatMessage: (room: string, sortKey: string) => ({ pk: `ROOM#${room}`, sk: `MSG#${sortKey}` }),
  /** The room's current delivery window: who delivers the messages sent in it, and when. */
  chatDelivery: (room: string) => ({ pk: `ROOM#${room}`, sk: 'DELIVERY' }),
  /** The author's copy of a chat message, so their messages can be exported and anonymised from their partition. */
  userChatMessage: (userId: string, room: string, sortKey: string) => ({
    pk: `USER#${userId}`,
    sk: `CHAT#${room}#${sortKey}`,
  }),
  userChatMessagePrefix: 'CHAT#',
  /** A connection, under its shard in the room's partition, so a run of shards is one key range. */
  connection: (room: string, connectionId: string) =>
    connectionInShard(room, shardLabel(connectionShard(connectionId)), connectionId),
  /** The same key with the shard spelt out (`00`–`63`). */
  connectionInShard,
  /** The bounds of a run of shards for `sk BETWEEN` ('$' sorts right after the '#' of the last shard). */
  connectionRange: (room: string, from: number, to: number) => ({
    pk: `CONNS#${room}`,
    first: `CONN#${shardLabel(from)}#`,
    last: `CONN#${shardLabel(to)}$`,
  }),
  /** The room's connection counts, one attribute per shard (`s0`, `s1`, ...). */
  roomStats: (room: string) => ({ pk: `CONNS#${room}`, sk: 'STATS' }),
  /** A learner's mute in a room, until a time. */
  chatMute: (userId: string, room: string) => ({ pk: `USER#${userId}`, sk: `MUTE#${room}` }),
  /** One learner's report of one message. */
  chatReport: (room: string, messageId: string, reporterId: string) => ({
    pk: `MODERATION#${room}`,
    sk: `REPORT#${messageId}#${reporterId}`,
  }),
  chatReportPrefix: (messageId?: string) => `REPORT#${messageId ? `${messageId}#` : ''}`,
  /** One moderation action, by time. */
  moderationAction: (room: string, actionId: string) => ({
    pk: `MODERATION#${room}`,
    sk: `ACTION#${actionId}`,
  }),
  moderationActionPrefix: 'ACTION#',
  moderation: (room: string) => ({ pk: `MODERATION#${room}` }),
  certificate: (certificateId: string) => ({ pk: `CERT#${certificateId}`, sk: 'CERT' }),
  /** A question and its answers share one partition, so a thread is one Query. */
  question,
  answer: (questionId: string, answerId: string) => ({
    pk: `QUESTION#${questionId}`,
    sk: `ANSWER#${answerId}`,
  }),
  /** A lesson's questions: newest first on GSI1, most votes first on GSI4 (same partition value). */
  lessonQuestions,
  /** GSI4's sort key of a question: votes (zero-padded, so text order is number order), then age, then id. */
  questionRank,
  /** A question on its lesson's lists: newest first (GSI1) and most votes first (GSI4). */
  questionIndexes: (
    where: { courseId: string; lessonId: string },
    questionId: string,
    createdAt: string,
    votes: number,
  ) => ({
    gsi1pk: lessonQuestions(where.courseId, where.lessonId),
    gsi1sk: byTime(createdAt, questionId),
    gsi4pk: lessonQuestions(where.courseId, where.lessonId),
    gsi4sk: questionRank(votes, createdAt, questionId),
  }),
  /**
   * Where a page of an index partition starts on `index`: after the item whose sort key there is
   * `sortKey` (the start key holds the index's keys and the item's own).
   */
  indexPageStart: (
    index: 'gsi1' | 'gsi4',
    partition: string,
    itemKey: Record<string, string>,
    sortKey: string,
  ) => ({
    ...itemKey,
    [`${index}pk`]: partition,
    [`${index}sk`]: sortKey,
  }),
  /** Every question and answer a learner wrote, on GSI2: what account deletion rewrites. */
  postsBy: (userId: string) => ({ gsi2pk: `POSTS#USER#${userId}` }),
  /** A post among its author's posts (GSI2), by time. */
  postByAuthor: (userId: string, postId: string, createdAt: string) => ({
    gsi2pk: `POSTS#USER#${userId}`,
    gsi2sk: byTime(createdAt, postId),
  }),
  /** A quiz with its questions and answers; the course item lists its quizzes in course order. */
  quiz: (quizId: string) => ({ pk: `QUIZ#${quizId}`, sk: 'QUIZ' }),
  /** The video provider's units spent on one UTC day (`2026-11-27`), shared by every function. */
  providerQuota: (day: string) => ({ pk: 'PROVIDER-QUOTA', sk: `DAY#${day}` }),
  /** What the content check last found of a video, in its shard (`00`–`15`, a hash of the id). */
  videoCheck: (videoId: string) => videoCheckInShard(shardLabel(videoShard(videoId)), videoId),
  /** The same key with the shard spelt out. */
  videoCheckInShard,
  /** Every video check of one shard: one partition. */
  videoChecks: (shard: number) => ({ pk: `VIDEOS#${shardLabel(shard)}` }),
  /** Videos that do not play or that learners reported, on GSI1 while so: the health list. */
  videoProblems: { gsi1pk: 'VIDEO-PROBLEMS' },
  /** A video's place among the problems (GSI1). */
  videoProblem,
  /** How a course's playlist drifted from its lessons, as the last content check found it. */
  playlistDrift: (courseId: string) => ({ pk: 'CONTENT', sk: `DRIFT#${courseId}` }),
  playlistDrifts: { pk: 'CONTENT', prefix: 'DRIFT#' },
  /** The last content check: when it ran and what it found. */
  contentRun: { pk: 'CONTENT', sk: 'RUN' },
  /** Held by a running content check, so that two never run at once. */
  contentLease: { pk: 'CONTENT', sk: 'LEASE' },
  /** One learner's rating of one course, with its review (if any), under a random id. */
  review: (reviewId: string) => ({ pk: `REVIEW#${reviewId}`, sk: 'REVIEW' }),
  /** The learner's side of a rating: which review is theirs, and whether the player may still ask. */
  userRating: (userId: string, courseId: string) => ({ pk: `USER#${userId}`, sk: `RATING#${courseId}` }),
  userRatingPrefix: 'RATING#',
  /** The learner's helpful mark on a review. */
  userHelpful: (userId: string, reviewId: string) => ({ pk: `USER#${userId}`, sk: `HELPFUL#${reviewId}` }),
  /** A course's reviews (ratings with text): newest first on GSI1, most helpful first on GSI4. */
  courseReviews: (courseId: string) => `REVIEWS#${courseId}`,
  /** A course's rating totals for the catalogue index, in the course's catalogue shard. */
  ratingTotals: (shard: number | string, courseId: string) => ({
    pk: `RATINGS#${shard}`,
    sk: `COURSE#${courseId}`,
  }),
  ratingShard: (shard: number) => ({ pk: `RATINGS#${shard}` }),
  /** One learner's report of one review, in the moderation queue's review partition. */
  reviewReport: (reviewId: string, reporterId: string) => ({
    pk: 'MODERATION#reviews',
    sk: `REPORT#${reviewId}#${reporterId}`,
  }),
  /** The learner's weekly goal with its reminder settings (on GSI1 while reminders are on). */
  habitGoal: (userId: string) => ({ pk: `USER#${userId}`, sk: 'HABITS#GOAL' }),
  /** The learner's last position save (to credit watched time) and the time zone their days are counted in. */
  habitClock: (userId: string) => ({ pk: `USER#${userId}`, sk: 'HABITS#CLOCK' }),
  /** The learner's activity on one local day: seconds watched and lessons completed. */
  habitDay: (userId: string, date: string) => ({ pk: `USER#${userId}`, sk: `HABITS#DAY#${date}` }),
  /** Every habit item of a learner (goal, clock, days): one Query of their partition. */
  habitsPrefix: 'HABITS#',
  habitDayPrefix: 'HABITS#DAY#',
  /** The learners whose reminder is due in one UTC hour of the week (`000`–`167`), on GSI1. */
  remindersDue: (hourOfWeek: number) => ({ gsi1pk: `REMINDERS#${String(hourOfWeek).padStart(3, '0')}` }),
  /** A goal's place among the reminders of its UTC hour of the week (GSI1). */
  reminderSlot: (hourOfWeek: number, userId: string) => ({
    gsi1pk: `REMINDERS#${String(hourOfWeek).padStart(3, '0')}`,
    gsi1sk: userId,
  }),
  /**
   * A review card of one of the learner's notes, under the note's id: a second card for the same
   * note is the same key, which a condition refuses.
   */
  reviewCard: (userId: string, noteId: string) => ({ pk: `USER#${userId}`, sk: `REVIEWCARD#${noteId}` }),
  reviewCardPrefix: 'REVIEWCARD#',
  /** The learner's review cards by due date, on GSI1: what is due is one key range. */
  reviewsDue: (userId: string) => ({ gsi1pk: `REVIEWDUE#${userId}` }),
  /** A card's place among the learner's cards by due date (GSI1): the due time, then the card's id. */
  reviewDueSlot: (userId: string, due: string, cardId: string) => ({
    gsi1pk: `REVIEWDUE#${userId}`,
    gsi1sk: byTime(due, cardId),
  }),
  /** The admins, on GSI2: a profile is listed while its role is admin (whom the digest goes to). */
  admins: { gsi2pk: 'ADMINS' },
  /** A profile's place among the admins (GSI2). */
  adminListing: (userId: string) => ({ gsi2pk: 'ADMINS', gsi2sk: userId }),
};

/** Epoch seconds `seconds` from now, for the table's TTL attribute. */
export const expiresIn = (seconds: number): number => Math.floor(Date.now() / 1000) + seconds;
export const nowSeconds = (): number => Math.floor(Date.now() / 1000);
