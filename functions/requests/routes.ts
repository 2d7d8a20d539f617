import { approveSchema, courseRequestSchema, rejectSchema } from '../../shared/requests';
import { addMessages } from '../lib/i18n/translate';
import { adminRoute, userRoute } from '../route-builders';
import type { HttpManifest } from '../route-types';
import { approveRequest } from './approve-request';
import { getPlaylist } from './get-playlist';
import { listRequests } from './list-requests';
import { rejectRequest } from './reject-request';
import { submitCourseRequest } from './submit-request';

// The area's messages in Hindi join the catalogue wherever its routes are loaded (lib/i18n), required
// at the first Hindi answer: a function that answers only English never loads them.
addMessages('hi', () => require('./hi').HI);

export const requestRoutes = {
  // With the author's pointer to the request, only while the account exists (a condition check).
  'POST /api/course/request': userRoute(
    submitCourseRequest,
    ['PutItem', 'UpdateItem', 'ConditionCheckItem'],
    { body: courseRequestSchema },
  ),
  // POST as the spec calls it; it only reads.
  'POST /api/request/list': userRoute(listRequests, [], { indexes: ['gsi1', 'gsi2'] }),
  // The decision with the admin's pointer to it, only while the admin's account is live.
  'POST /api/request/{id}/approve': adminRoute(
    approveRequest,
    ['GetItem', 'PutItem', 'UpdateItem', 'ConditionCheckItem'],
    { body: approveSchema, mail: true },
  ),
  // Reads the playlist on the video provider; the calls count against the day's quota, an item of the table.
  'GET /api/admin/playlist': adminRoute(getPlaylist, ['UpdateItem'], { videoProvider: true }),
  'POST /api/request/{id}/reject': adminRoute(
    rejectRequest,
    ['GetItem', 'UpdateItem', 'PutItem', 'ConditionCheckItem'],
    { body: rejectSchema, mail: true },
  ),
} satisfies HttpManifest;
