/**
 * A small in-memory stand-in for the ratings calls of one course (`python`), for component tests:
 * it keeps the learners' ratings (with or without text), answers the reviews list as the API
 * contract says (pages with a `next` cursor, the summary and histogram over every rating), the
 * caller's own rating, helpful marks and reports, and records every call. `failList` answers the
 * list with that failure and `refuseRating` every rating.
 */
import {
  averageOf,
  type MyRating,
  RATING_MESSAGES,
  type ReviewItem,
  type StarHistogram,
} from '@shared/ratings';
import { type StubCall, stubFetch } from '../fetch-stub';

export const COURSE = 'python';
const REVIEWS_PATH = `/api/course/${COURSE}/reviews`;
const RATING_PATH = `/api/course/${COURSE}/rating`;

type Reply = { status: number; body: unknown };

export function review(id: string, extra: Partial<ReviewItem> = {}): ReviewItem {
  return {
    _id: id,
    author: `Learner ${id}`,
    stars: 4,
    review: `Review ${id}`,
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-01T10:00:00.000Z',
    helpful: 0,
    mine: false,
    myHelpful: 0,
    ...extra,
  };
}

export function ratingsServer({
  reviews = [],
  starsOnly = [],
  mine = null,
  pageSize = 20,
  failList,
  refuseRating,
}: {
  reviews?: ReviewItem[];
  /** Stars of ratings without text: they count, but are not listed. */
  starsOnly?: number[];
  /** The caller's own rating, listed among the reviews when it has text. */
  mine?: MyRating | null;
  pageSize?: number;
  failList?: Reply;
  refuseRating?: Reply;
} = {}) {
  const others = reviews.map((r) => structuredClone(r));
  let own: MyRating | null = mine;
  const ownItem = (): ReviewItem[] =>
    own?.review ? [review('mine', { author: 'Asha Rao', ...own, mine: true })] : [];
  const allStars = () => [...others.map((r) => r.stars), ...starsOnly, ...(own ? [own.stars] : [])];
  const summary = () => {
    const stars = allStars();
    return {
      average: averageOf(
        stars.reduce((a, b) => a + b, 0),
        stars.length,
      ),
      count: stars.length,
    };
  };
  const histogram = (): StarHistogram => {
    const counts: StarHistogram = { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 };
    for (const s of allStars()) counts[String(s) as keyof StarHistogram]++;
    return counts;
  };

  const calls = stubFetch((call: StubCall): Reply => {
    const url = new URL(call.path, 'http://localhost');
    const body = call.body ?? {};
    if (url.pathname === REVIEWS_PATH && call.method === 'GET') {
      if (failList) return failList;
      const listed = [...ownItem(), ...others];
      listed.sort((a, b) =>
        url.searchParams.get('sort') === 'newest'
          ? b.updatedAt.localeCompare(a.updatedAt)
          : b.helpful - a.helpful || b.updatedAt.localeCompare(a.updatedAt),
      );
      const from = Number(url.searchParams.get('cursor') ?? 0);
      const next = from + pageSize < listed.length ? String(from + pageSize) : null;
      return {
        status: 200,
        body: { items: listed.slice(from, from + pageSize), next, ...summary(), histogram: histogram() },
      };
    }
    if (url.pathname === RATING_PATH && call.method === 'PUT') {
      if (refuseRating) return refuseRating;
      const at = '2026-04-01T10:00:00.000Z';
      own = {
        stars: Number(body.stars),
        review: String(body.review ?? ''),
        createdAt: own?.createdAt ?? at,
        updatedAt: at,
      };
      return { status: 200, body: { rating: summary(), mine: own } };
    }
    if (url.pathname === RATING_PATH && call.method === 'DELETE') {
      if (!own) return { status: 404, body: { msg: RATING_MESSAGES.noRating } };
      own = null;
      return { status: 200, body: { msg: RATING_MESSAGES.deleted, rating: summary() } };
    }
    if (url.pathname === `${RATING_PATH}/dismiss` && call.method === 'POST')
      return { status: 200, body: { msg: RATING_MESSAGES.dismissed, ratingPrompt: 'dismissed' } };
    const [, id, action] = url.pathname.match(/^\/api\/reviews\/([^/]+)\/(helpful|report)$/) ?? [];
    const target = others.find((r) => r._id === id);
    if (!target) return { status: 404, body: { msg: RATING_MESSAGES.reviewGone } };
    if (action === 'helpful') {
      const value = body.value === 1 ? 1 : 0;
      target.helpful += value - target.myHelpful;
      target.myHelpful = value;
      return { status: 200, body: { helpful: target.helpful, myHelpful: target.myHelpful } };
    }
    return { status: 201, body: { msg: RATING_MESSAGES.reported } };
  });
  return { calls, rating: () => own };
}
