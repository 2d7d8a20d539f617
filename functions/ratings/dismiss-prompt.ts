import { type HttpRequest, ok, type Reply } from '../runtime/http';
import { dismissRatingPrompt } from './ratings';

export async function dismissPromptRoute({
  params,
  user,
}: HttpRequest<undefined, 'courseId'>): Promise<Reply> {
  return ok(await dismissRatingPrompt(user, params.courseId));
}
