/**
 * `npm run reminders:send -- --at <ISO time>` against DynamoDB Local and the local SES: a learner
 * due and behind their goal gets one mail with both unsubscribe headers and a link to where they
 * stopped, a second run of the hour sends nothing, a learner who met the goal gets none, opening the
 * unsubscribe link changes nothing, and the one-click POST (no login) stops the next one.
 */
import { recordLessonDone } from '../functions/habits/activity';
import { HI } from '../functions/habits/hi';
import { REMINDER_TEXT } from '../functions/habits/reminder-mail';
import type { Course } from '../shared/types';
import { accountClient } from '../test/support/account-client';
import { freshCourse } from '../test/support/courses';
import {
  habitsClient,
  headerOf,
  oneClickUnsubscribe,
  openUnsubscribeLink,
  reminderMailsTo,
} from '../test/support/habits-client';
import { learningClient, userIdOf } from '../test/support/learning-client';
import { tableOfItsOwn } from '../test/support/own-table';
import { resumeClient } from '../test/support/resume-client';
import { loggedInLearner, type TestLearner } from '../test/support/users';
import { type Io, runCommand } from './lib/cli';
import { reminderMoment, remindersCommand } from './lib/reminders-command';
import { resolveTarget } from './lib/target';

// The runs read every goal due in their hour: this file's own.
tableOfItsOwn();

function capture(): Io & { lines: string[]; errors: string[] } {
  const lines: string[] = [];
  const errors: string[] = [];
  return { lines, errors, out: (l) => lines.push(l), err: (l) => errors.push(l) };
}

async function remindersSend(at: string) {
  const io = capture();
  const code = await runCommand(
    remindersCommand,
    ['--at', at],
    io,
    'USAGE',
    resolveTarget([], process.env).target,
  );
  if (code !== 0) throw new Error(io.errors.join('\n'));
  return JSON.parse(io.lines[0]!) as { due: number; sent: number; met: number; skipped: number };
}

// Sundays at 18:00 UTC, a week apart (2030-01-06 is a Sunday).
const SUNDAYS = ['2030-01-06T18:05:00Z', '2030-01-13T18:00:00Z', '2030-01-20T18:59:00Z'];
const SUNDAY_EVENING = { reminderDay: 'sunday', reminderHour: 18, timeZone: 'UTC' };

async function learnerWithGoal(course: Course): Promise<TestLearner> {
  const learner = await loggedInLearner('Reminded Learner');
  await learningClient(learner.jar).enroll(course._id);
  const goal = await habitsClient(learner.jar).setGoal({ lessonsPerWeek: 3, ...SUNDAY_EVENING });
  if (goal.status !== 200) throw new Error(JSON.stringify(goal.body));
  return learner;
}

describe('npm run reminders:send', () => {
  let course: Course;
  let behind: TestLearner;
  let met: TestLearner;

  beforeAll(async () => {
    course = await freshCourse();
    [behind, met] = await Promise.all([learnerWithGoal(course), learnerWithGoal(course)]);
    await resumeClient(behind.jar).savePosition({ courseId: course._id, lessonId: 'lesson-2', position: 95 });
    // Three lessons on the Saturday before the first run: that week's goal is met.
    for (const lessonId of ['lesson-1', 'lesson-2', 'lesson-3']) {
      await recordLessonDone(
        userIdOf(met.jar),
        { courseId: course._id, lessonId },
        new Date('2030-01-05T10:00:00Z'),
      );
    }
  });

  it('mails a due learner behind their goal once, with both unsubscribe headers and a link to where they stopped', async () => {
    expect(await remindersSend(SUNDAYS[0]!)).toEqual(
      expect.objectContaining({ due: 2, sent: 1, met: 1, skipped: 0 }),
    );
    const mails = await reminderMailsTo(behind.email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.subject).toBe('A little time for learning this week?');
    expect(mail!.body.text).toContain('You have 0 lessons of your goal of 3 lessons this week.');
    expect(mail!.body.text).toContain(`/play/${course._id}?lesson=lesson-2&t=95`);
    expect(headerOf(mail!, 'List-Unsubscribe')).toMatch(
      /^<https?:\/\/[^>]+\/api\/reminders\/unsubscribe\?token=[^>]+>$/,
    );
    expect(headerOf(mail!, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(await reminderMailsTo(met.email)).toHaveLength(0);
  });

  it('sends nothing twice when the same hour runs again', async () => {
    expect(await remindersSend(SUNDAYS[0]!)).toEqual(expect.objectContaining({ sent: 0 }));
    expect(await reminderMailsTo(behind.email)).toHaveLength(1);
  });

  it('is not stopped by opening the unsubscribe link, only by its one-click POST, which needs no login', async () => {
    const [first] = await reminderMailsTo(behind.email);
    const oneClick = /^<(.+)>$/.exec(headerOf(first!, 'List-Unsubscribe')!)![1]!;

    // A mail scanner follows the link: it lands on the page that asks, and nothing changes.
    const opened = await openUnsubscribeLink(oneClick);
    expect(opened.status).toBe(303);
    expect(opened.headers.location).toMatch(/\/reminders\/unsubscribe\?token=/);
    // Both learners are behind in the new week.
    expect(await remindersSend(SUNDAYS[1]!)).toEqual(expect.objectContaining({ sent: 2 }));
    expect(await reminderMailsTo(behind.email)).toHaveLength(2);

    const wrong = await oneClickUnsubscribe(oneClick.replace(/token=[^.]+\.(.)/, 'token=someone-else.$1'));
    expect(wrong.status).toBe(400);
    expect(await oneClickUnsubscribe(oneClick)).toMatchObject({
      status: 200,
      body: { msg: 'You will get no more reminder mails. You can turn them on again on your dashboard.' },
    });
    // Only the other learner is still reminded.
    expect(await remindersSend(SUNDAYS[2]!)).toEqual(expect.objectContaining({ due: 1, sent: 1 }));
    expect(await reminderMailsTo(behind.email)).toHaveLength(2);
    expect((await habitsClient(behind.jar).progress()).body.goal).toMatchObject({ reminders: false });
  });

  it('reads --at as an ISO time, now without it, and refuses anything else', () => {
    const now = new Date('2030-01-01T00:00:00Z');
    expect(reminderMoment([], now)).toBe(now);
    expect(reminderMoment(['--at', '2030-01-06T18:00:00Z']).toISOString()).toBe('2030-01-06T18:00:00.000Z');
    expect(() => reminderMoment(['--at', 'sunday'])).toThrow('--at needs an ISO time');
    expect(() => reminderMoment(['now'])).toThrow('reminders:send takes only --at <ISO time>.');
  });
});

describe('a reminder for a learner who reads Hindi', () => {
  it('is written in Hindi and its links open the Hindi pages', async () => {
    const course = await freshCourse();
    const learner = await learnerWithGoal(course);
    expect((await accountClient(learner.jar).choose({ uiLanguage: 'hi' })).status).toBe(200);
    await resumeClient(learner.jar).savePosition({
      courseId: course._id,
      lessonId: 'lesson-2',
      position: 40,
    });

    await remindersSend('2030-02-03T18:00:00Z');

    const [mail] = await reminderMailsTo(learner.email, HI[REMINDER_TEXT.subject]);
    expect(mail!.subject).toMatch(/[\u0900-\u097F]/);
    expect(mail!.body.text).toContain(`/hi/play/${course._id}?lesson=lesson-2&t=40`);
    expect(mail!.body.text).toMatch(/\/hi\/reminders\/unsubscribe\?token=/);
    expect(headerOf(mail!, 'List-Unsubscribe')).toMatch(/\/api\/reminders\/unsubscribe\?token=/);
  });
});
