import { type HttpRequest, ok, type Reply } from '../runtime/http';
import { editorDataOf } from './authoring';

export async function getQuizEditor({ params }: HttpRequest<undefined, 'courseId'>): Promise<Reply> {
  return ok(await editorDataOf(params.courseId));
}
