import { lessonChangeSchema, problemReportSchema } from '../../shared/content';
import { addMessages } from '../lib/i18n/translate';
import { adminRoute, userRoute } from '../route-builders';
import type { HttpManifest, WorkerManifest } from '../route-types';
import { applyPlaylistDrift } from './apply-playlist-drift';
import { changeLesson } from './change-lesson';
import { getContentHealth } from './get-content-health';
import { reportLessonProblem } from './report-lesson-problem';
import {
  CHECK_NOW_TIMEOUT_SECONDS,
  checkContentDaily,
  checkContentNow,
  DAILY_CHECK_TIMEOUT_SECONDS,
} from './run-check';

// The area's messages in Hindi join the catalogue wherever its routes are loaded (lib/i18n), required
// at the first Hindi answer: a function that answers only English never loads them.
addMessages('hi', () => require('./hi').HI);

/** The worker the daily schedule runs. */
export const CONTENT_CHECK = 'content-check';

/**
 * What a check uses: its lease and run record, the courses (GSI1) and video records, the quota
 * ledger, the lessons and the catalogue version, the drift, and the admin list (GSI2) for the digest.
 */
const checkRights = {
  dynamodb: ['GetItem', 'Query', 'PutItem', 'UpdateItem', 'DeleteItem'],
  indexes: ['gsi1', 'gsi2'],
  mail: true,
  videoProvider: true,
  // Every course with its lessons is held in memory while the check runs; CPU comes with it.
  memoryMb: 1024,
} as const;

export const contentRoutes = {
  'POST /api/admin/content-check': adminRoute(checkContentNow, checkRights.dynamodb, {
    ...checkRights,
    timeoutSeconds: CHECK_NOW_TIMEOUT_SECONDS,
  }),
  'GET /api/admin/content-health': adminRoute(getContentHealth, ['Query', 'BatchGetItem', 'GetItem'], {
    indexes: ['gsi1'],
  }),
  // Checks the new video (a quota unit on the ledger) and records it.
  'PUT /api/admin/course/{courseId}/lessons/{lessonId}': adminRoute(
    changeLesson,
    ['GetItem', 'UpdateItem', 'PutItem'],
    { body: lessonChangeSchema, videoProvider: true },
  ),
  'POST /api/admin/course/{courseId}/drift': adminRoute(applyPlaylistDrift, [
    'GetItem',
    'UpdateItem',
    'DeleteItem',
  ]),
  // The report, the video's record and the hourly counter change in one transaction.
  'POST /api/course/{courseId}/lessons/{lessonId}/problem': userRoute(
    reportLessonProblem,
    ['GetItem', 'UpdateItem', 'PutItem'],
    { body: problemReportSchema },
  ),
} satisfies HttpManifest;

export const contentWorkers = {
  // Daily at 08:30 UTC: just after YouTube's quota day starts (midnight Pacific time, 07:00 or 08:00
  // UTC), so a run that the quota stopped is not followed by one that finds the provider's day spent.
  [CONTENT_CHECK]: {
    handler: checkContentDaily,
    ...checkRights,
    timeoutSeconds: DAILY_CHECK_TIMEOUT_SECONDS,
    schedule: 'cron(30 8 * * ? *)',
  },
} satisfies WorkerManifest;
