/**
 * A learner who has used every feature, through the real handlers: two browsers, two enrolments
 * (both liked, one finished with a passed quiz, a certificate and a resume point), notes, a question
 * and an answer in the lesson discussion with a vote, a course request, a chat message on a socket
 * that is still open, a report of a neighbour's message and one of theirs by the neighbour (which got
 * them muted by an admin), an outstanding reset link and counted login failures.
 */
import { randomBytes } from 'node:crypto';
import { discussionClient } from '../../functions/discussion/test-client';
import { httpHandler } from '../../infra/local/handlers';
import type { ChatMessage, Course, CourseRequest } from '../../shared/types';
import { loggedInAdmin } from './admins';
import { certificateClient } from './certificate-client';
import { type ChatSocket, joinedChat, postMessage } from './chat-socket';
import { freshCourse } from './courses';
import { CookieJar } from './events';
import { learningClient, userIdOf } from './learning-client';
import { quizClient, sampleAnswers, sampleQuiz, withQuizzes } from './quiz-client';
import { resumeClient } from './resume-client';
import { loggedInLearner, type TestLearner } from './users';

const login = httpHandler('POST /api/login');
const forgot = httpHandler('POST /api/users/reset');
const submitRequest = httpHandler('POST /api/course/request');
const listRequests = httpHandler('POST /api/request/list');
const reportMessage = httpHandler('POST /api/chat/reports');
const muteAuthor = httpHandler('POST /api/chat/messages/{id}/mute');

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

  await learner.jar.call(submitRequest, {
    path: '/api/course/request',
    body: {
      name: learner.name,
      email: learner.email,
      playlist: 'https://www.youtube.com/playlist?list=PLWKjhJtqVAbnqBxcdjVGgT3uVR10bzTEB',
      message: 'More of this, please',
    },
  });
  const requests = await learner.jar.call<CourseRequest[]>(listRequests, { path: '/api/request/list' });
  const requestId = requests.body[0]!._id;

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
