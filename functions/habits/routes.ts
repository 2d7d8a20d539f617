import { goalSchema } from '../../shared/habits';
import { addMessages } from '../lib/i18n/translate';
import type { HttpManifest, WorkerManifest } from '../route-types';
import { getProgress } from './get-progress';
import { HI } from './hi';
import { sendRemindersHourly } from './reminders';
import { setGoal } from './set-goal';
import { showUnsubscribePage, unsubscribeReminders } from './unsubscribe';

// The area's messages in Hindi join the catalogue wherever its routes are loaded (lib/i18n).
addMessages('hi', HI);

export const habitRoutes = {
  'PUT /api/users/me/goal': {
    handler: setGoal,
    access: 'user',
    body: goalSchema,
    // The goal and the day zone are written in one transaction with the account's liveness check;
    // the answer's progress is one Query.
    dynamodb: ['GetItem', 'Query', 'UpdateItem', 'DeleteItem', 'ConditionCheckItem'],
  },
  'GET /api/users/me/progress': {
    handler: getProgress,
    access: 'user',
    dynamodb: ['Query'],
  },
  // Mail providers send the one-click POST themselves (RFC 8058): no session, no Origin of ours.
  'POST /api/reminders/unsubscribe': {
    handler: unsubscribeReminders,
    access: 'public',
    crossSite: true,
    dynamodb: ['UpdateItem'],
  },
  'GET /api/reminders/unsubscribe': {
    handler: showUnsubscribePage,
    access: 'public',
    dynamodb: [],
  },
} satisfies HttpManifest;

export const habitWorkers = {
  // At the start of every hour: each run reads only the goals whose reminder falls in its UTC hour.
  'weekly-reminders': {
    handler: sendRemindersHourly,
    schedule: 'cron(0 * * * ? *)',
    dynamodb: ['Query', 'GetItem', 'BatchGetItem', 'UpdateItem'],
    indexes: ['gsi1'],
    mail: true,
    timeoutSeconds: 15 * 60,
  },
} satisfies WorkerManifest;
