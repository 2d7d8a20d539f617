import { loveSchema } from '../../shared/learning';
import { setLoved } from '../data/user-courses';
import { http, ok } from '../lib/http';

export const handler = http('POST /api/user/course/loved', loveSchema, async ({ body, user }) =>
  ok({ love: await setLoved(user.userId, body.id, true) }),
);
