import { lessonChangeSchema, problemReportSchema } from '../../shared/content';
import { addMessages } from '../lib/i18n/translate';
import type { HttpManifest, WorkerManifest } from '../route-types';
import { applyPlaylistDrift } from './apply-playlist-drift';
import { changeLesson } from './change-lesson';
import { getContentHealth } from './get-content-health';
import { HI } from './hi';
import { reportLessonProblem } from './report-lesson-problem';
import {
  CHECK_NOW_TIMEOUT_SECONDS,
  checkContentDaily,
  checkContentNow,
  DAILY_CHECK_TIMEOUT_SECONDS,
} from './run-check';

// The area's messages in Hindi join the catalogue wherever its routes are loaded (lib/i18n).
addMessages('hi', HI);

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
  'POST /api/admin/content-check': {
    handler: checkContentNow,
    access: 'admin',
    ...checkRights,
    timeoutSeconds: CHECK_NOW_TIMEOUT_SECONDS,
  },
  'GET /api/admin/content-health': {
    handler: getContentHealth,
    access: 'admin',
    dynamodb: ['Query', 'BatchGetItem', 'GetItem'],
    indexes: ['gsi1'],
  },
  // Checks the new video (a quota unit on the ledger) and records it.
  'PUT /api/admin/course/{courseId}/lessons/{lessonId}': {
    handler: changeLesson,
    access: 'admin',
    body: lessonChangeSchema,
    dynamodb: ['GetItem', 'UpdateItem', 'PutItem'],
    videoProvider: true,
  },
  'POST /api/admin/course/{courseId}/drift': {
    handler: applyPlaylistDrift,
    access: 'admin',
    dynamodb: ['GetItem', 'UpdateItem', 'DeleteItem'],
  },
  // The report, the video's record and the hourly counter change in one transaction.
  'POST /api/course/{courseId}/lessons/{lessonId}/problem': {
    handler: reportLessonProblem,
    access: 'user',
    body: problemReportSchema,
    dynamodb: ['GetItem', 'UpdateItem', 'PutItem'],
  },
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
