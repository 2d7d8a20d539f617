import { message } from '../../shared/message';
import { type HttpRequest, ok, type Reply } from '../runtime/http';
import { applyDrift } from './lesson-changes';

const lessons = (n: number) => (n === 1 ? message('1 lesson') : message('{count} lessons', { count: n }));

export async function applyPlaylistDrift({ params }: HttpRequest<undefined, 'courseId'>): Promise<Reply> {
  const { added, hidden } = await applyDrift(params.courseId);
  return ok({
    msg: message('The course follows its playlist again: {added} added, {hidden} hidden.', {
      added: lessons(added),
      hidden: lessons(hidden),
    }),
    added,
    hidden,
  });
}
