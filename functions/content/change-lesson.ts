import type { lessonChangeSchema } from '../../shared/content';
import type { BodyOf } from '../route-types';
import { type HttpRequest, ok, type Reply } from '../runtime/http';
import { hideLesson, replaceVideo } from './lesson-changes';

/** `{link}` replaces the lesson's video, `{hidden: true}` hides the lesson. */
export async function changeLesson({
  body,
  params,
}: HttpRequest<BodyOf<typeof lessonChangeSchema>, 'courseId' | 'lessonId'>): Promise<Reply> {
  if ('hidden' in body) {
    const lesson = await hideLesson(params.courseId, params.lessonId);
    return ok({ msg: 'The lesson is hidden from learners.', lesson });
  }
  const lesson = await replaceVideo(params.courseId, params.lessonId, body.link);
  return ok({ msg: 'The lesson now shows the new video.', lesson });
}
