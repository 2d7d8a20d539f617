import { approveSchema } from '../../shared/requests';
import { created, http } from '../lib/http';
import { approve } from './decisions';

export const handler = http(
  'POST /api/request/{id}/approve',
  approveSchema,
  async ({ body, user, params }) => {
    const { courseId, name } = await approve(user, params.id!, body);
    return created({ msg: `"${name}" is now in the catalogue.`, courseId });
  },
);
