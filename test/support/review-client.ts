/** The review card calls of the API contract, made through the real handlers with one browser's cookies. */
import { httpHandler } from '../../infra/local/handlers';
import type { CardGraded, CardMade, DueCards } from '../../shared/review';
import { CookieJar } from './events';

const make = httpHandler('POST /api/review/cards');
const due = httpHandler('GET /api/review/due');
const gradeCard = httpHandler('POST /api/review/{cardId}');
const remove = httpHandler('DELETE /api/review/{cardId}');

type Msg = { msg: string };

/** A logged-out browser when `jar` is omitted. */
export function reviewClient(jar: CookieJar = new CookieJar()) {
  const card = (cardId: string) => ({ params: { cardId }, path: `/api/review/${cardId}` });
  return {
    jar,
    make: (body: Record<string, unknown>) =>
      jar.call<CardMade & Partial<Msg>>(make, { path: '/api/review/cards', body }),
    due: (query: Record<string, string> = {}) =>
      jar.call<DueCards & Partial<Msg>>(due, { path: '/api/review/due', query }),
    /** `due`: the card's due date as the page was shown it, which makes the grade count for that showing only. */
    grade: (cardId: string, grade: unknown, due?: string) =>
      jar.call<CardGraded & Partial<Msg>>(gradeCard, {
        ...card(cardId),
        body: { grade, ...(due ? { due } : {}) },
      }),
    remove: (cardId: string) => jar.call<Msg>(remove, { method: 'DELETE', ...card(cardId) }),
  };
}
