import { type HttpRequest, ok, type Reply } from '../runtime/http';
import { applyDrift } from './lesson-changes';

const lessons = (n: number) => (n === 1 ? '1 lesson' : `${n} lessons`);

export async function applyPlaylistDrift({ params }: HttpRequest<undefined, 'courseId'>): Promise<Reply> {
  const { added, hidden } = await applyDrift(params.courseId);
  return ok({
    msg: `The course follows its playlist again: ${lessons(added)} added, ${lessons(hidden)} hidden.`,
    added,
    hidden,
  });
}
