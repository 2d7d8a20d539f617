import { type HttpRequest, ok, type Reply } from '../runtime/http';
import { lessonQuestions, sortOf } from './discussion';

/** The header that carries the cursor of the next page; absent on the last page. */
const NEXT_CURSOR_HEADER = 'x-next-cursor';

export async function listQuestions({
  params,
  query,
  user,
}: HttpRequest<undefined, 'courseId' | 'lessonId'>): Promise<Reply> {
  const page = await lessonQuestions(user, params, sortOf(query.sort), query.cursor || undefined);
  return {
    ...ok(page.questions),
    ...(page.cursor ? { headers: { [NEXT_CURSOR_HEADER]: page.cursor } } : {}),
  };
}
