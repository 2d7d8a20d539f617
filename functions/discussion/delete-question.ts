import { type HttpRequest, ok, type Reply } from '../runtime/http';
import { removeQuestion } from './discussion';

export async function deleteQuestion({ params, user }: HttpRequest<undefined, 'id'>): Promise<Reply> {
  await removeQuestion(user, params.id);
  return ok({ msg: 'Question deleted.' });
}
