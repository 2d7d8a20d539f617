/**
 * Weekly goals and progress through the real handlers and DynamoDB Local: the goal's 400s, saving
 * and clearing it, the progress answer, watched minutes from position saves (a seek forward is not
 * watching), lessons counted once a day, counts that concurrent saves do not lose, and the goal and
 * days in the export and gone with the account.
 */
import { GRID_DAYS, HABIT_MESSAGES } from '../../shared/habits';
import type { Course } from '../../shared/types';
import { accountClient } from '../../test/support/account-client';
import { freshCourse } from '../../test/support/courses';
import { habitsClient } from '../../test/support/habits-client';
import { learningClient, userIdOf } from '../../test/support/learning-client';
import { resumeClient } from '../../test/support/resume-client';
import { countRoundTrips } from '../../test/support/round-trips';
import { loggedInLearner, type TestLearner } from '../../test/support/users';
import { habitItems } from '../data/habit-goals';
import { keys } from '../data/keys';
import { table } from '../data/table-client';
import { recordPosition } from '../learning/save-position';
import { localDate, startOfHour } from './calendar';

async function enrolledLearner(course: Course): Promise<TestLearner> {
  const learner = await loggedInLearner('Habit Learner');
  await learningClient(learner.jar).enroll(course._id);
  return learner;
}

describe('PUT /api/users/me/goal', () => {
  it('refuses a value out of range with 400 and a message naming the field', async () => {
    const habits = habitsClient((await loggedInLearner()).jar);
    const refused = async (body: unknown) => (await habits.setGoal(body)).body.msg;
    expect((await habits.setGoal({ lessonsPerWeek: 51 })).status).toBe(400);
    expect(await refused({ lessonsPerWeek: 0 })).toBe(HABIT_MESSAGES.lessonsPerWeek);
    expect(await refused({ minutesPerWeek: 5 })).toBe(HABIT_MESSAGES.minutesPerWeek);
    expect(await refused({ lessonsPerWeek: 3, minutesPerWeek: 60 })).toBe(HABIT_MESSAGES.oneGoal);
    expect(await refused({ lessonsPerWeek: 3, reminderDay: 'funday' })).toBe(HABIT_MESSAGES.reminderDay);
    expect(await refused({ lessonsPerWeek: 3, reminderHour: 24 })).toBe(HABIT_MESSAGES.reminderHour);
    expect(await refused({ lessonsPerWeek: 3, timeZone: 'Europe/Atlantis' })).toBe(HABIT_MESSAGES.timeZone);
    expect((await habits.progress()).body.goal).toBeNull();
  });

  it('needs a login', async () => {
    expect((await habitsClient().setGoal({ lessonsPerWeek: 3 })).status).toBe(401);
    expect((await habitsClient().progress()).status).toBe(401);
  });

  it('saves a goal with the defaults, changes it, keeps reminders off once turned off, and clears it', async () => {
    const habits = habitsClient((await loggedInLearner()).jar);
    const saved = await habits.setGoal({ lessonsPerWeek: 4, timeZone: 'Asia/Kolkata' });
    expect(saved).toMatchObject({ status: 200, body: { msg: HABIT_MESSAGES.saved } });
    expect(saved.body.progress.goal).toEqual({
      lessonsPerWeek: 4,
      reminderDay: 'sunday',
      reminderHour: 18,
      timeZone: 'Asia/Kolkata',
      reminders: true,
    });
    await habits.setGoal({ minutesPerWeek: 120, reminderDay: 'friday', reminderHour: 7, reminders: false });
    // A change without a zone or a reminders choice keeps both.
    await habits.setGoal({ minutesPerWeek: 90, reminderDay: 'friday', reminderHour: 7 });
    expect((await habits.progress()).body.goal).toEqual({
      minutesPerWeek: 90,
      reminderDay: 'friday',
      reminderHour: 7,
      timeZone: 'Asia/Kolkata',
      reminders: false,
    });
    const cleared = await habits.setGoal({ goal: null });
    expect(cleared).toMatchObject({ status: 200, body: { msg: HABIT_MESSAGES.cleared } });
    expect(cleared.body.progress.goal).toBeNull();
    expect((await habits.progress()).body.goal).toBeNull();
  });
});

describe('GET /api/users/me/progress', () => {
  it('answers the goal, this week, the streak and 84 days ending today in the learner’s zone', async () => {
    const course = await freshCourse();
    const learner = await enrolledLearner(course);
    const habits = habitsClient(learner.jar);
    await habits.setGoal({ lessonsPerWeek: 2, timeZone: 'Pacific/Kiritimati' });
    await learningClient(learner.jar).complete({ courseId: course._id, lessonId: 'lesson-1', done: true });

    const { status, body } = await habits.progress();
    const today = localDate(new Date(), 'Pacific/Kiritimati');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      goal: { lessonsPerWeek: 2 },
      timeZone: 'Pacific/Kiritimati',
      thisWeek: { lessons: 1, minutes: 0 },
      streak: { current: 1, best: 1 },
    });
    expect(body.days).toHaveLength(GRID_DAYS);
    expect(body.days.at(-1)).toEqual({ date: today, lessons: 1, minutes: 0 });
    expect(body.days[0]!.date < body.days[1]!.date).toBe(true);
  });
});

describe('lessons completed', () => {
  it('count once a day: unticking and ticking again the same day adds nothing', async () => {
    const course = await freshCourse();
    const learner = await enrolledLearner(course);
    const learning = learningClient(learner.jar);
    const tick = (lessonId: string, done?: boolean) =>
      learning.complete({ courseId: course._id, lessonId, done });
    await tick('lesson-1', true);
    await tick('lesson-1', false);
    await tick('lesson-1', true);
    await tick('lesson-2'); // a toggle that ends ticked counts too
    await tick('lesson-2'); // and one that ends unticked takes nothing back
    expect((await habitsClient(learner.jar).progress()).body.thisWeek.lessons).toBe(2);
  });

  it('ticked at once on many lessons, all count', async () => {
    const lessons = Array.from({ length: 12 }, (_, i) => ({
      _id: `lesson-${i + 1}`,
      lesson: i + 1,
      link: 'dQw4w9WgXcQ',
      lessonName: `Lesson ${i + 1}`,
    }));
    const course = await freshCourse({ lessons, lessonCount: lessons.length });
    const learner = await enrolledLearner(course);
    const learning = learningClient(learner.jar);
    const answers = await Promise.all(
      lessons.map((lesson) => learning.complete({ courseId: course._id, lessonId: lesson._id, done: true })),
    );
    expect(answers.map((a) => a.status)).toEqual(lessons.map(() => 200));
    expect((await habitsClient(learner.jar).progress()).body.thisWeek.lessons).toBe(12);
  });
});

describe('minutes watched', () => {
  /**
   * A learner enrolled in a fresh course, watching its first lesson: `save` records where the video
   * stood `minutesLater` into the current UTC hour, so every save falls on today (the learner counts
   * days in UTC), and answers the seconds it credited.
   */
  async function watchingThisHour() {
    const course = await freshCourse();
    const learner = await enrolledLearner(course);
    const userId = userIdOf(learner.jar);
    const start = startOfHour(new Date()).getTime();
    const save = (position: number, minutesLater: number, lessonId = 'lesson-1') =>
      recordPosition(
        userId,
        { courseId: course._id, lessonId, position },
        new Date(start + minutesLater * 60_000),
      );
    return { learner, userId, course, save };
  }

  it('are not credited for a seek forward through PUT /api/progress/position', async () => {
    const course = await freshCourse();
    const learner = await enrolledLearner(course);
    const resume = resumeClient(learner.jar);
    expect(
      (await resume.savePosition({ courseId: course._id, lessonId: 'lesson-1', position: 0 })).status,
    ).toBe(200);
    // Twenty minutes further a moment later: the learner jumped, they did not watch.
    await resume.savePosition({ courseId: course._id, lessonId: 'lesson-1', position: 1200 });
    const { body } = await habitsClient(learner.jar).progress();
    expect(body.thisWeek.minutes).toBe(0);
    expect(body.streak.current).toBe(0);
  });

  it('are credited as the smaller of the video’s and the clock’s movement, and make the day active at five', async () => {
    const { learner, save } = await watchingThisHour();
    await save(0, 0);
    expect(await save(60, 1)).toBe(60); // played a minute
    expect(await save(900, 2)).toBe(60); // seeked far ahead: a minute of clock
    expect(await save(960, 6)).toBe(60); // paused for three minutes, then played one
    expect(await save(1140, 9)).toBe(180);
    const { body } = await habitsClient(learner.jar).progress();
    expect(body.thisWeek.minutes).toBe(6);
    expect(body.streak.current).toBe(1);
  });

  it('are not credited across lessons: a save in another lesson starts a new span', async () => {
    const { learner, save } = await watchingThisHour();
    await save(0, 0);
    expect(await save(120, 2, 'lesson-2')).toBe(0); // another lesson: nothing watched in this one
    expect(await save(180, 3, 'lesson-2')).toBe(60);
    expect(await save(240, 4)).toBe(0); // back in the first lesson
    expect((await habitsClient(learner.jar).progress()).body.thisWeek.minutes).toBe(1);
  });

  it('cost a save two writes: the enrolment (with the save time) and the day; one with nothing to credit', async () => {
    const { save } = await watchingThisHour();
    await save(0, 0);
    const crediting = await countRoundTrips(() => save(60, 1));
    expect(crediting.result).toBe(60);
    expect(crediting.commands.filter((c) => c === 'UpdateItemCommand')).toHaveLength(2);
    // The time zone is read, not written: an eventually consistent GetItem.
    expect(crediting.commands.filter((c) => c !== 'UpdateItemCommand')).toEqual(['GetItemCommand']);
    const pausing = await countRoundTrips(() => save(60, 2));
    expect(pausing.result).toBe(0);
    expect(pausing.commands).toEqual(['UpdateItemCommand']);
  });

  it('start counting on an enrolment saved before the save time was kept: no credit for its first save', async () => {
    const { learner, userId, course, save } = await watchingThisHour();
    await save(300, 0);
    // An enrolment as older saves left it: the resume point without a save time.
    await table.update({
      Key: keys.userCourse(userId, course._id),
      UpdateExpression: 'REMOVE savedAt',
    });
    expect(await save(360, 1)).toBe(0);
    expect(await save(420, 2)).toBe(60);
    expect((await habitsClient(learner.jar).progress()).body.thisWeek.minutes).toBe(1);
  });

  it('lose nothing when saves arrive at once: the day holds exactly what the saves credited', async () => {
    const { userId, save } = await watchingThisHour();
    await save(0, 0);
    const credits = await Promise.all(Array.from({ length: 10 }, (_, i) => save((i + 1) * 60, i + 1)));
    const credited = credits.reduce((sum, seconds) => sum + seconds, 0);
    // Whatever order they landed in, never more than the ten minutes that passed.
    expect(credited).toBeLessThanOrEqual(600);
    const days = (await habitItems(userId, true)).filter((item) => String(item.sk).startsWith('HABITS#DAY#'));
    expect(days.reduce((sum, day) => sum + Number(day.seconds ?? 0), 0)).toBe(credited);
  });
});

describe('your data', () => {
  it('the export holds the goal and the days; deleting the account removes them', async () => {
    const course = await freshCourse();
    const learner = await enrolledLearner(course);
    const userId = userIdOf(learner.jar);
    await habitsClient(learner.jar).setGoal({ minutesPerWeek: 60, timeZone: 'UTC' });
    await learningClient(learner.jar).complete({ courseId: course._id, lessonId: 'lesson-1', done: true });
    const account = accountClient(learner.jar);

    const exported = (await account.exportData()).body;
    expect(exported.habits).toEqual({
      goal: { minutesPerWeek: 60, reminderDay: 'sunday', reminderHour: 18, timeZone: 'UTC', reminders: true },
      days: [{ date: localDate(new Date(), 'UTC'), lessons: 1, secondsWatched: 0 }],
    });
    expect(JSON.stringify(exported)).not.toContain('reminderToken');

    expect((await account.deleteAccount(learner.password)).status).toBe(200);
    expect(await habitItems(userId, true)).toEqual([]);
  });
});
