import type { newAnswerSchema } from '../../shared/discussion';
import type { BodyOf } from '../route-types';
import { created, type HttpRequest, type Reply } from '../runtime/http';
import { answer } from './discussion';

export async function answerQuestion({
  body,
  params,
  user,
}: HttpRequest<BodyOf<typeof newAnswerSchema>, 'id'>): Promise<Reply> {
  return created({ _id: await answer(user, params.id, body.body) });
}
