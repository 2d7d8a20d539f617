import { http, ok } from '../lib/http';
import { requestsFor } from './submissions';

export const handler = http('POST /api/request/list', null, async ({ user }) => ok(await requestsFor(user)));
