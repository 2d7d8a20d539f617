import type { newQuestionSchema } from '../../shared/discussion';
import type { BodyOf } from '../route-types';
import { created, type HttpRequest, type Reply } from '../runtime/http';
import { ask } from './discussion';

export async function askQuestion({
  body,
  params,
  user,
}: HttpRequest<BodyOf<typeof newQuestionSchema>, 'courseId' | 'lessonId'>): Promise<Reply> {
  return created({ _id: await ask(user, params, body) });
}
