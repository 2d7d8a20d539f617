/**
 * Every key of the single table is built here, so the layout in docs/data-design.md has exactly one
 * implementation. Ids are url-safe and contain no '#', so prefixes never collide.
 */
import { connectionShard, shardLabel } from './shards';

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
  rateWindow: (scope: string, subject: string, window: number) => ({
    pk: `RATE#${scope}#${subject}`,
    sk: `W#${window}`,
  }),
  course: (courseId: string) => ({ pk: `COURSE#${courseId}`, sk: 'COURSE' }),
  catalogue: { gsi1pk: 'CATALOGUE' },
  /** One shard of the catalogue's search source (GSI3), sorted like the catalogue. */
  catalogueShard: (shard: number) => ({ gsi3pk: `CATALOGUE#${shard}` }),
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
  chatRoom: (room: string) => ({ pk: `ROOM#${room}` }),
  chatMessage: (room: string, sortKey: string) => ({ pk: `ROOM#${room}`, sk: `MSG#${sortKey}` }),
  /** The author's copy of a chat message, so their messages can be exported and anonymised from their partition. */
  userChatMessage: (userId: string, room: string, sortKey: string) => ({
    pk: `USER#${userId}`,
    sk: `CHAT#${room}#${sortKey}`,
  }),
  userChatMessagePrefix: 'CHAT#',
  /** A connection, under its shard in the room's partition, so a run of shards is one key range. */
  connection: (room: string, connectionId: string) => ({
    pk: `CONNS#${room}`,
    sk: `CONN#${shardLabel(connectionShard(connectionId))}#${connectionId}`,
  }),
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
  question: (questionId: string) => ({ pk: `QUESTION#${questionId}`, sk: 'QUESTION' }),
  answer: (questionId: string, answerId: string) => ({
    pk: `QUESTION#${questionId}`,
    sk: `ANSWER#${answerId}`,
  }),
  /** A lesson's questions: newest first on GSI1, most votes first on GSI4 (same partition value). */
  lessonQuestions: (courseId: string, lessonId: string) => `QUESTIONS#${courseId}#${lessonId}`,
  /** Every question and answer a learner wrote, on GSI2: what account deletion rewrites. */
  postsBy: (userId: string) => ({ gsi2pk: `POSTS#USER#${userId}` }),
  /** A quiz with its questions and answers; the course item lists its quizzes in course order. */
  quiz: (quizId: string) => ({ pk: `QUIZ#${quizId}`, sk: 'QUIZ' }),
};

/** Epoch seconds `seconds` from now, for the table's TTL attribute. */
export const expiresIn = (seconds: number): number => Math.floor(Date.now() / 1000) + seconds;
export const nowSeconds = (): number => Math.floor(Date.now() / 1000);
