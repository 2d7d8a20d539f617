import { goalSchema } from '../../shared/habits';
import { addMessages } from '../lib/i18n/translate';
import { publicRoute, userRoute } from '../route-builders';
import type { HttpManifest, WorkerManifest } from '../route-types';
import { getProgress } from './get-progress';
import { sendRemindersHourly } from './reminders';
import { setGoal } from './set-goal';
import { showUnsubscribePage, unsubscribeReminders } from './unsubscribe';

// The area's messages in Hindi join the catalogue wherever its routes are loaded (lib/i18n), required
// at the first Hindi answer: a function that answers only English never loads them.
addMessages('hi', () => require('./hi').HI);

export const habitRoutes = {
  // The goal and the day zone are written in one transaction with the account's liveness check;
  // the answer's progress is one Query.
  'PUT /api/users/me/goal': userRoute(
    setGoal,
    ['GetItem', 'Query', 'UpdateItem', 'DeleteItem', 'ConditionCheckItem'],
    { body: goalSchema },
  ),
  'GET /api/users/me/progress': userRoute(getProgress, ['Query']),
  // Mail providers send the one-click POST themselves (RFC 8058): no session, no Origin of ours.
  'POST /api/reminders/unsubscribe': publicRoute(unsubscribeReminders, ['UpdateItem'], { crossSite: true }),
  'GET /api/reminders/unsubscribe': publicRoute(showUnsubscribePage, []),
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
