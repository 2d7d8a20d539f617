import { approveSchema, courseRequestSchema, rejectSchema } from '../../shared/requests';
import { addMessages } from '../lib/i18n/translate';
import type { HttpManifest } from '../route-types';
import { approveRequest } from './approve-request';
import { getPlaylist } from './get-playlist';
import { HI } from './hi';
import { listRequests } from './list-requests';
import { rejectRequest } from './reject-request';
import { submitCourseRequest } from './submit-request';

// The area's messages in Hindi join the catalogue wherever its routes are loaded (lib/i18n).
addMessages('hi', HI);

export const requestRoutes = {
  'POST /api/course/request': {
    handler: submitCourseRequest,
    access: 'user',
    body: courseRequestSchema,
    // With the author's pointer to the request, only while the account exists (a condition check).
    dynamodb: ['PutItem', 'UpdateItem', 'ConditionCheckItem'],
  },
  // POST as the spec calls it; it only reads.
  'POST /api/request/list': {
    handler: listRequests,
    access: 'user',
    dynamodb: [],
    indexes: ['gsi1', 'gsi2'],
  },
  'POST /api/request/{id}/approve': {
    handler: approveRequest,
    access: 'admin',
    body: approveSchema,
    // The decision with the admin's pointer to it, only while the admin's account is live.
    dynamodb: ['GetItem', 'PutItem', 'UpdateItem', 'ConditionCheckItem'],
    mail: true,
  },
  // Reads the playlist on the video provider; the calls count against the day's quota, an item of the table.
  'GET /api/admin/playlist': {
    handler: getPlaylist,
    access: 'admin',
    dynamodb: ['UpdateItem'],
    videoProvider: true,
  },
  'POST /api/request/{id}/reject': {
    handler: rejectRequest,
    access: 'admin',
    body: rejectSchema,
    dynamodb: ['GetItem', 'UpdateItem', 'PutItem', 'ConditionCheckItem'],
    mail: true,
  },
} satisfies HttpManifest;
