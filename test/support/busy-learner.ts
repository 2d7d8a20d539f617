/**
 * A learner who has used every feature, through the real handlers: two browsers, two enrolments
 * (both liked, one finished with a passed quiz, a certificate and a resume point), notes, a question
 * and an answer in the lesson discussion with a vote and the answer accepted, a course request, a
 * chat message on a socket that is still open, a report of a neighbour's message and one of theirs
 * by the neighbour (which got them muted by an admin), an outstanding reset link and counted login
 * failures. And the same learner made an admin who then used every admin power (`busyAdmin`).
 */
import { randomBytes } from 'node:crypto';
import { httpHandler } from '../../infra/local/handlers';
import { setRoleByEmail } from '../../scripts/lib/admin-command';
import type { ChatMessage, Course, CourseRequest } from '../../shared/types';
import { loggedInAdmin } from './admins';
import { certificateClient } from './certificate-client';
import { type ChatSocket, joinedChat, postMessage } from './chat-socket';
import { PLAYLIST } from './course-request-form';
import { freshCourse } from './courses';
import { discussionClient } from './discussion-client';
import { CookieJar } from './events';
import { learningClient, userIdOf } from './learning-client';
import { quizClient, sampleAnswers, sampleQuiz, withQuizzes } from './quiz-client';
import { quizEditorClient } from './quiz-editor-client';
import { resumeClient } from './resume-client';
import { loggedInLearner, type TestLearner } from './users';

const login = httpHandler('POST /api/login');
const forgot = httpHandler('POST /api/users/reset');
const submitRequest = httpHandler('POST /api/course/request');
const listRequests = httpHandler('POST /api/request/list');
const reportMessage = httpHandler('POST /api/chat/reports');
const muteAuthor = httpHandler('POST /api/chat/messages/{id}/mute');
const deleteMessage = httpHandler('DELETE /api/chat/messages/{id}');
const dismissReports = httpHandler('POST /api/chat/messages/{id}/dismiss');
const refresh = httpHandler('GET /api/token/refresh');
const approveRequest = httpHandler('POST /api/request/{id}/approve');
const rejectRequest = httpHandler('POST /api/request/{id}/reject');

export interface BusyLearner extends TestLearner {
  userId: string;
  /** The learner's second browser, with a session of its own. */
  elsewhere: CookieJar;
  /** Both liked; the first finished, with a certificate and a resume point. */
  courses: [Course, Course];
  certificateId: string;
  requestId: string;
  /** A question on the first course and the learner's own answer to it. */
  questionId: string;
  answerId: string;
  quizId: string;
  chat: ChatSocket;
  chatText: string;
  /** The neighbour's message the learner reported, and the learner's own, which the neighbour reported. */
  reported: { theirs: ChatMessage; own: ChatMessage };
}

const report = (jar: CookieJar, messageId: string, reason: string) =>
  jar.call(reportMessage, { path: '/api/chat/reports', body: { messageId, reason } });

/** Sends a course request in the learner's name and answers its id. */
async function requestCourse({ jar, name, email }: TestLearner, message: string): Promise<string> {
  await jar.call(submitRequest, {
    path: '/api/course/request',
    body: { name, email, playlist: PLAYLIST, message },
  });
  const requests = await jar.call<CourseRequest[]>(listRequests, { path: '/api/request/list' });
  const request = requests.body.find((r) => r.message === message);
  if (!request) throw new Error(`the course request was not stored: ${JSON.stringify(requests.body)}`);
  return request._id;
}

/** Fails the build of the account loudly when a call it relies on did not succeed. */
function succeeded(what: string, answer: { status: number; body: unknown }): void {
  if (answer.status >= 300) throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.body)}`);
}

export async function busyLearner(chatUrl: string, name = 'Busy Learner'): Promise<BusyLearner> {
  const learner = await loggedInLearner(`${name} ${randomBytes(2).toString('hex')}`.slice(0, 20));
  const userId = userIdOf(learner.jar);
  const elsewhere = new CookieJar();
  await elsewhere.call(login, {
    path: '/api/login',
    body: { email: learner.email, password: learner.password },
  });

  const courses: [Course, Course] = [await freshCourse(), await freshCourse()];
  const learning = learningClient(learner.jar);
  for (const course of courses) {
    await learning.enroll(course._id);
    await learning.love(course._id);
    await learning.newNote({ courseId: course._id, lessonId: 'lesson-1', content: `${learner.name} notes` });
  }
  const [finished] = courses;
  const [quiz] = await withQuizzes(finished, [sampleQuiz('Check yourself')]);
  const quizId = quiz!._id;
  await quizClient(learner.jar).attempt(quizId, sampleAnswers(3));
  for (const n of [1, 2, 3])
    await learning.complete({ courseId: finished._id, lessonId: `lesson-${n}`, done: true });
  await resumeClient(learner.jar).savePosition({
    courseId: finished._id,
    lessonId: 'lesson-3',
    position: 30,
  });
  await learning.newNote({
    courseId: finished._id,
    lessonId: 'lesson-3',
    content: 'last lesson',
    position: 12,
  });
  const certificateId = (await certificateClient(learner.jar).claim(finished._id)).body._id;

  const discussion = discussionClient(learner.jar);
  const where = { courseId: finished._id, lessonId: 'lesson-1' };
  const questionId = (await discussion.ask(where, { title: 'Why loops?', body: 'They repeat.' })).body._id;
  const answerId = (await discussion.answer(questionId, { body: 'To repeat work.' })).body._id;
  await discussion.voteQuestion(questionId, 1);
  await discussion.voteAnswer(answerId, 1);
  succeeded('accepting the answer', await discussion.accept(answerId));

  const requestId = await requestCourse(learner, 'More of this, please');

  const chat = await joinedChat(chatUrl, learner.jar.cookies());
  const chatText = `bye ${randomBytes(6).toString('hex')}`;
  const own = await postMessage(chat, chatText);

  // The room's moderation names the learner three ways: as a reporter, as the author of a reported
  // message, and in the admin's record of muting them for it.
  const neighbour = await loggedInLearner(`Neighbour ${randomBytes(2).toString('hex')}`);
  const neighbourChat = await joinedChat(chatUrl, neighbour.jar.cookies());
  const neighbourText = `hello ${randomBytes(6).toString('hex')}`;
  const theirs = await postMessage(neighbourChat, neighbourText);
  neighbourChat.socket.close();
  await report(learner.jar, theirs._id, 'Off topic');
  await report(neighbour.jar, own._id, 'Rude');
  const admin = await loggedInAdmin(`Moderator ${randomBytes(2).toString('hex')}`);
  await admin.jar.call(muteAuthor, {
    path: `/api/chat/messages/${own._id}/mute`,
    params: { id: own._id },
    body: { minutes: 10 },
  });

  await new CookieJar().call(forgot, { path: '/api/users/reset', body: { email: learner.email } });
  await new CookieJar().call(login, {
    path: '/api/login',
    body: { email: learner.email, password: 'not the password' },
    sourceIp: '10.99.0.1',
  });

  return {
    ...learner,
    userId,
    elsewhere,
    courses,
    certificateId,
    requestId,
    questionId,
    answerId,
    quizId,
    chat,
    chatText,
    reported: { theirs, own },
  };
}

export interface BusyAdmin extends BusyLearner {
  /** Another learner's course requests the admin decided: one approved, one rejected. */
  decidedRequestIds: [string, string];
  /** Another learner's messages: one deleted, one whose author was muted, one whose reports were dismissed. */
  moderated: { deleted: ChatMessage; muted: ChatMessage; dismissed: ChatMessage };
  /** A quiz the admin added to the finished course and then edited. */
  editedQuizId: string;
}

/**
 * A busy learner who was then made an admin and used every admin power, through the real handlers:
 * decided two course requests of another learner, deleted a message, muted its author for another,
 * dismissed the reports of a third, and added a quiz and edited it.
 */
export async function busyAdmin(chatUrl: string, name = 'Busy Admin'): Promise<BusyAdmin> {
  const learner = await busyLearner(chatUrl, name);
  await setRoleByEmail(learner.email, 'admin');
  succeeded('the admin session', await learner.jar.call(refresh, { path: '/api/token/refresh' }));
  const admin = learner.jar;

  const asker = await loggedInLearner(`Asker ${randomBytes(2).toString('hex')}`);
  const approved = await requestCourse(asker, 'Please add loops');
  const rejected = await requestCourse(asker, 'Please add nothing');
  succeeded(
    'approving a request',
    await admin.call(approveRequest, {
      path: `/api/request/${approved}/approve`,
      params: { id: approved },
      body: {
        name: `Loops ${randomBytes(4).toString('hex')}`,
        creator: 'Meera Iyer',
        category: 'Programming',
        language: 'english',
        info: 'Loops from scratch.',
        description: 'Every loop there is.',
        lessons: [{ lessonName: 'Introduction', link: 'dQw4w9WgXcQ' }],
      },
    }),
  );
  succeeded(
    'rejecting a request',
    await admin.call(rejectRequest, {
      path: `/api/request/${rejected}/reject`,
      params: { id: rejected },
      body: { reason: 'Not a course' },
    }),
  );

  const speaker = await loggedInLearner(`Speaker ${randomBytes(2).toString('hex')}`);
  const speakerChat = await joinedChat(chatUrl, speaker.jar.cookies());
  const [deleted, muted, dismissed] = [
    await postMessage(speakerChat, `spam ${randomBytes(6).toString('hex')}`),
    await postMessage(speakerChat, `rude ${randomBytes(6).toString('hex')}`),
    await postMessage(speakerChat, `fine ${randomBytes(6).toString('hex')}`),
  ];
  speakerChat.socket.close();
  const reporter = await loggedInLearner(`Reporter ${randomBytes(2).toString('hex')}`);
  for (const message of [deleted, muted, dismissed]) await report(reporter.jar, message._id, 'Please look');
  const messagePath = (message: ChatMessage, action = '') => ({
    path: `/api/chat/messages/${message._id}${action}`,
    params: { id: message._id },
  });
  succeeded(
    'deleting a message',
    await admin.call(deleteMessage, { method: 'DELETE', ...messagePath(deleted) }),
  );
  succeeded(
    'muting an author',
    await admin.call(muteAuthor, { ...messagePath(muted, '/mute'), body: { minutes: 10 } }),
  );
  succeeded('dismissing reports', await admin.call(dismissReports, messagePath(dismissed, '/dismiss')));

  const [finished] = learner.courses;
  const editor = quizEditorClient(admin);
  const added = await editor.addQuiz(finished._id, sampleQuiz('Added by the admin', 2));
  succeeded('adding a quiz', added);
  succeeded(
    'editing a quiz',
    await editor.updateQuiz(added.body._id, {
      title: 'Edited by the admin',
      afterLesson: 2,
      passPercent: 60,
    }),
  );

  return {
    ...learner,
    decidedRequestIds: [approved, rejected],
    moderated: { deleted, muted, dismissed },
    editedQuizId: added.body._id,
  };
}
