import { message } from '../../shared/message';
import type { ApproveInput } from '../../shared/requests';
import { created, type HttpRequest, type Reply } from '../runtime/http';
import { approve } from './decisions';

export async function approveRequest({
  body,
  user,
  params,
}: HttpRequest<ApproveInput, 'id'>): Promise<Reply> {
  const { courseId, name } = await approve(user, params.id, body);
  return created({ msg: message('"{name}" is now in the catalogue.', { name }), courseId });
}
