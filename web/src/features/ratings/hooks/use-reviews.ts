/**
 * A course's reviews as the course page lists them: the first page in the chosen order, then page
 * after page on "Show more", with the course's fresh rating summary. Helpful marks change the list
 * in place; a change to the learner's own rating asks for the list again.
 */
import type { RatingSummary, ReviewItem, ReviewSort, ReviewsPage, StarHistogram } from '@shared/ratings';
import { useState } from 'react';
import { t } from '../../../i18n';
import { usePagedList, withNew } from '../../../lib/use-paged-list';
import { ratingsApi } from '../api';

interface Listed {
  kind: 'ready';
  items: ReviewItem[];
  next: string | null;
  summary: RatingSummary;
  histogram: StarHistogram;
}

const ready = (page: ReviewsPage): Listed => ({
  kind: 'ready',
  items: page.items,
  next: page.next,
  summary: { average: page.average, count: page.count },
  histogram: page.histogram,
});

/** `reader` names who reads (the session): another learner sees other `mine` and helpful marks. */
export function useReviews(courseId: string, reader: string) {
  const [sort, setSort] = useState<ReviewSort>('helpful');
  const { retry, change, ...paged } = usePagedList({
    id: 'reviews',
    shown: `${courseId} ${sort} ${reader}`,
    ask: (cursor?: string) => ratingsApi.reviews(courseId, sort, cursor),
    isPage: (data): data is ReviewsPage => Array.isArray(data.items),
    ready,
    add: (current, page) => ({ ...ready(page), items: withNew(current.items, page.items) }),
    failed: t("More reviews weren't loaded"),
  });

  return {
    sort,
    setSort,
    ...paged,
    /** Asks for the first page again: after a failure, or once the learner's own rating changed. */
    reload: retry,
    change: (reviewId: string, update: Partial<ReviewItem>) =>
      change((current) => ({
        ...current,
        items: current.items.map((r) => (r._id === reviewId ? { ...r, ...update } : r)),
      })),
  };
}
