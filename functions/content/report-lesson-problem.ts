import type { problemReportSchema } from '../../shared/content';
import type { BodyOf } from '../route-types';
import type { HttpRequest, Reply } from '../runtime/http';
import { REPORTED_MSG, reportProblem } from './problem-reports';

/** 202: the report is taken (a repeated one changes nothing); 429 with `retryAt` over the hourly limit. */
export async function reportLessonProblem({
  body,
  params,
  user,
}: HttpRequest<BodyOf<typeof problemReportSchema>, 'courseId' | 'lessonId'>): Promise<Reply> {
  await reportProblem(user.userId, params, body.code);
  return { status: 202, body: { msg: REPORTED_MSG } };
}
