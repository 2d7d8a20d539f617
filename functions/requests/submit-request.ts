import { courseRequestSchema } from '../../shared/requests';
import { created, http } from '../lib/http';
import { REQUEST_SENT_MSG, submitRequest } from './submissions';

export const handler = http('POST /api/course/request', courseRequestSchema, async ({ body, user }) => {
  await submitRequest(user, body);
  return created({ msg: REQUEST_SENT_MSG });
});
