/** The ratings and reviews calls of the API contract, made through the real handlers with one browser's cookies. */
import { httpHandler } from '../../infra/local/handlers';
import type { RatingAnswer, RatingDeleted, ReviewsPage } from '../../shared/ratings';
import { CookieJar } from './events';

const rate = httpHandler('PUT /api/course/{courseId}/rating');
const unrate = httpHandler('DELETE /api/course/{courseId}/rating');
const dismiss = httpHandler('POST /api/course/{courseId}/rating/dismiss');
const reviews = httpHandler('GET /api/course/{courseId}/reviews');
const helpful = httpHandler('PUT /api/reviews/{id}/helpful');
const report = httpHandler('POST /api/reviews/{id}/report');
const remove = httpHandler('DELETE /api/reviews/{id}');
const dismissReports = httpHandler('POST /api/reviews/{id}/dismiss');

type Msg = { msg: string };

/** A logged-out browser when `jar` is omitted. */
export function ratingsClient(jar: CookieJar = new CookieJar()) {
  const course = (courseId: string) => ({ params: { courseId }, path: `/api/course/${courseId}/rating` });
  const review = (id: string, tail: string) => ({ params: { id }, path: `/api/reviews/${id}${tail}` });
  return {
    jar,
    rate: (courseId: string, body: Record<string, unknown>) =>
      jar.call<RatingAnswer & Partial<Msg>>(rate, { method: 'PUT', ...course(courseId), body }),
    unrate: (courseId: string) => jar.call<RatingDeleted>(unrate, { method: 'DELETE', ...course(courseId) }),
    dismiss: (courseId: string) =>
      jar.call<Msg & { ratingPrompt: string }>(dismiss, {
        method: 'POST',
        params: { courseId },
        path: `/api/course/${courseId}/rating/dismiss`,
      }),
    reviews: (courseId: string, query: Record<string, string> = {}) =>
      jar.call<ReviewsPage & Partial<Msg>>(reviews, {
        params: { courseId },
        path: `/api/course/${courseId}/reviews`,
        query,
      }),
    helpful: (id: string, value: unknown) =>
      jar.call<{ helpful: number; myHelpful: number } & Partial<Msg>>(helpful, {
        method: 'PUT',
        ...review(id, '/helpful'),
        body: { value },
      }),
    report: (id: string, reason: unknown) =>
      jar.call<Msg>(report, { method: 'POST', ...review(id, '/report'), body: { reason } }),
    remove: (id: string) => jar.call<Msg>(remove, { method: 'DELETE', ...review(id, '') }),
    dismissReports: (id: string) =>
      jar.call<Msg>(dismissReports, { method: 'POST', ...review(id, '/dismiss') }),
  };
}

export type RatingsClient = ReturnType<typeof ratingsClient>;
