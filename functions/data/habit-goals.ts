/**
 * A learner's weekly goal and its reminder settings: one item (`USER#id`, `HABITS#GOAL`). While
 * reminders are on, it is listed on GSI1 under the UTC hour of the week its next reminder falls in
 * (`REMINDERS#000`–`REMINDERS#167`), so the hourly run reads only the learners due in its hour. The
 * slot is written when the goal is saved and again whenever a run handles the learner, from their
 * local day, hour and zone at that time: a daylight-saving change moves it with the next run.
 */
import type { GoalSettings, Weekday } from '../../shared/habits';
import { conditionalWrite, isConditionFailure } from './conditions';
import { setDayCountZone } from './habit-days';
import { keys } from './keys';
import { done, type Outcome, refused } from './outcome';
import { type Item, table } from './table-client';
import { accountIsLive } from './users';

export interface GoalRecord {
  userId: string;
  settings: GoalSettings;
  /** The secret of the learner's unsubscribe links. */
  reminderToken: string;
  /** The Monday (local) of the last week a reminder was claimed for. */
  remindedWeek?: string;
}

function toGoalRecord(item: Item): GoalRecord {
  const target = Number(item.target);
  return {
    userId: String(item.pk).slice(keys.user('').pk.length),
    settings: {
      ...(item.kind === 'lessons' ? { lessonsPerWeek: target } : { minutesPerWeek: target }),
      reminderDay: item.reminderDay as Weekday,
      reminderHour: Number(item.reminderHour),
      timeZone: String(item.timeZone),
      reminders: item.reminders === true,
    },
    reminderToken: String(item.reminderToken),
    ...(typeof item.remindedWeek === 'string' ? { remindedWeek: item.remindedWeek } : {}),
  };
}

export const isGoalItem = (item: Item): boolean => item.sk === keys.habitGoal('').sk;
export const goalRecordOf = toGoalRecord;

export async function readGoal(userId: string, consistent = false): Promise<GoalRecord | null> {
  const item = await table.get(keys.habitGoal(userId), { ConsistentRead: consistent });
  return item ? toGoalRecord(item) : null;
}

/**
 * Saves the goal and its settings, and counts the learner's days in its zone from now on; lists it
 * under `slot` (a UTC hour of the week) while reminders are on. The unsubscribe secret is made once
 * and kept. `no-account` when the account is gone or being deleted (checked in the same transaction).
 */
export async function saveGoal(
  userId: string,
  settings: GoalSettings,
  slot: number | null,
  newToken: string,
): Promise<Outcome<void, 'no-account'>> {
  const target = 'lessonsPerWeek' in settings ? settings.lessonsPerWeek : settings.minutesPerWeek;
  const listed = slot === null ? null : keys.reminderSlot(slot, userId);
  try {
    await table.transact([
      accountIsLive(userId),
      {
        Update: {
          Key: keys.habitGoal(userId),
          UpdateExpression: [
            'SET #kind = :kind, #target = :target, reminderDay = :day, reminderHour = :hour, #zone = :zone,',
            '#reminders = :reminders, updatedAt = :now, reminderToken = if_not_exists(reminderToken, :token)',
            listed ? ', gsi1pk = :slot, gsi1sk = :user' : 'REMOVE gsi1pk, gsi1sk',
          ].join(' '),
          // Some of these names are DynamoDB's reserved words.
          ExpressionAttributeNames: {
            '#kind': 'kind',
            '#target': 'target',
            '#zone': 'timeZone',
            '#reminders': 'reminders',
          },
          ExpressionAttributeValues: {
            ':kind': 'lessonsPerWeek' in settings ? 'lessons' : 'minutes',
            ':target': target,
            ':day': settings.reminderDay,
            ':hour': settings.reminderHour,
            ':zone': settings.timeZone,
            ':reminders': settings.reminders,
            ':now': new Date().toISOString(),
            ':token': newToken,
            ...(listed ? { ':slot': listed.gsi1pk, ':user': listed.gsi1sk } : {}),
          },
        },
      },
      { Update: setDayCountZone(userId, settings.timeZone) },
    ]);
    return done();
  } catch (error) {
    if (isConditionFailure(error)) return refused('no-account');
    throw error;
  }
}

/** Removes the goal, and with it the reminders (the day counters stay: they are the learner's history). */
export async function clearGoal(userId: string): Promise<void> {
  await table.delete({ Key: keys.habitGoal(userId) });
}

/**
 * Turns the learner's reminders off, if `token` is the secret of their links: at once, since every
 * run claims a week only while reminders are on. `gone` for any other token, or no goal at all.
 */
export async function turnOffReminders(userId: string, token: string): Promise<Outcome<void, 'gone'>> {
  try {
    await table.update({
      Key: keys.habitGoal(userId),
      UpdateExpression: 'SET #reminders = :off REMOVE gsi1pk, gsi1sk',
      ConditionExpression: 'reminderToken = :token',
      ExpressionAttributeNames: { '#reminders': 'reminders' },
      ExpressionAttributeValues: { ':off': false, ':token': token },
    });
    return done();
  } catch (error) {
    if (isConditionFailure(error)) return refused('gone');
    throw error;
  }
}

/** The goals whose reminder falls in this UTC hour of the week (GSI1, read to the end). */
export async function goalsDue(hourOfWeek: number): Promise<GoalRecord[]> {
  const items = await table.queryAll({
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :slot',
    ExpressionAttributeValues: { ':slot': keys.remindersDue(hourOfWeek).gsi1pk },
  });
  return items.map(toGoalRecord);
}

const slotValues = (userId: string, slot: number) => {
  const listed = keys.reminderSlot(slot, userId);
  return { ':slot': listed.gsi1pk, ':user': listed.gsi1sk, ':on': true };
};

/**
 * Claims the week's reminder (at most one per learner and week, however often the hour is run) and
 * moves the goal to the slot of its next reminder. False when reminders are off or this week's was
 * claimed already.
 */
export const claimWeeklyReminder = (userId: string, week: string, nextSlot: number): Promise<boolean> =>
  conditionalWrite(
    table.update({
      Key: keys.habitGoal(userId),
      UpdateExpression: 'SET remindedWeek = :week, gsi1pk = :slot, gsi1sk = :user',
      ConditionExpression:
        '#reminders = :on AND (attribute_not_exists(remindedWeek) OR remindedWeek <> :week)',
      ExpressionAttributeNames: { '#reminders': 'reminders' },
      ExpressionAttributeValues: { ':week': week, ...slotValues(userId, nextSlot) },
    }),
  );

/**
 * Moves the goal to the slot of its next reminder, while reminders are on (no mail this time); with
 * reminders off there is nothing to move.
 */
export async function moveReminder(userId: string, nextSlot: number): Promise<void> {
  await conditionalWrite(
    table.update({
      Key: keys.habitGoal(userId),
      UpdateExpression: 'SET gsi1pk = :slot, gsi1sk = :user',
      ConditionExpression: '#reminders = :on',
      ExpressionAttributeNames: { '#reminders': 'reminders' },
      ExpressionAttributeValues: slotValues(userId, nextSlot),
    }),
  );
}

/** Every habit item of the learner: the goal, the clock and the days (one Query, a page per MB). */
export const habitItems = (userId: string, consistent = false): Promise<Item[]> =>
  table.queryPrefix(keys.user(userId).pk, keys.habitsPrefix, { consistent });
