import type { completeLessonSchema } from '../../shared/learning';
import { lessonDayZone, recordLessonDone } from '../habits/activity';
import type { BodyOf } from '../route-types';
import { type HttpRequest, ok, type Reply } from '../runtime/http';
import { requireLesson } from './catalogue';
import { completeLesson } from './progress';

export async function completeLessonFor({
  body,
  user,
}: HttpRequest<BodyOf<typeof completeLessonSchema>>): Promise<Reply> {
  // A tick counts on the learner's day (a toggle only when it ended ticked); unticking takes nothing
  // back. The day's zone is read beside the tick, so the answer waits for one more write at most.
  const [completed, zone] = await Promise.all([
    completeLesson(user.userId, body),
    body.done === false ? undefined : lessonDayZone(user.userId),
  ]);
  if (zone !== undefined) {
    const ticked =
      body.done === true ||
      completed.includes((await requireLesson(body.courseId, body.lessonId)).lesson.lesson);
    if (ticked) await recordLessonDone(user.userId, body, new Date(), zone);
  }
  return ok(completed);
}
