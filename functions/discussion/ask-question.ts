import type { newQuestionSchema } from '../../shared/discussion';
import { created, type HttpRequest, type Reply } from '../runtime/http';
import type { BodyOf } from '../route-types';
import { ask } from './discussion';

export async function askQuestion({
  body,
  params,
  user,
}: HttpRequest<BodyOf<typeof newQuestionSchema>, 'courseId' | 'lessonId'>): Promise<Reply> {
  return created({ _id: await ask(user, params, body) });
}
