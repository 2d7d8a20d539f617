/**
 * One review session: the due cards, fetched a batch at a time, shown one by one; the answer shown
 * on demand; each grade sent before the next card comes. A grade that already counted (409: a
 * second tab, a repeated key) or a card deleted meanwhile (404) moves on like a success; a failure
 * keeps the card, with the reason, so the learner can grade again.
 */
import { DUE_LIMIT_DEFAULT, type DueCard, type ReviewGrade } from '@shared/review';
import { useCallback, useEffect, useRef, useState } from 'react';
import { msg, t } from '../../i18n';
import { isOk, messageOf } from '../../lib/api';
import { reviewApi } from './api';

export type SessionState =
  | { kind: 'loading' }
  | { kind: 'failed'; msg: string }
  | { kind: 'empty' }
  | {
      kind: 'reviewing';
      card: DueCard;
      /** Cards still to review, this one included. */
      left: number;
      shown: boolean;
      busy: boolean;
      problem?: string;
    }
  | { kind: 'done'; reviewed: number };

export interface Graded {
  grade: ReviewGrade;
  due: string;
}

/** One showing of a card: the card at its due date (a grade moves the date, so the next is another). */
const showing = (card: DueCard) => `${card._id}@${card.due}`;

const LOAD_FAILED = msg('Your review cards could not be loaded.');

export function useReviewSession(onGraded?: (graded: Graded, left: number) => void) {
  const [state, setState] = useState<SessionState>({ kind: 'loading' });
  const queue = useRef<{ cards: DueCard[]; total: number }>({ cards: [], total: 0 });
  const reviewed = useRef(0);
  const graded = useRef(new Set<string>());

  /** Shows the next card, fetching the next batch when this one is used up. */
  const next = useCallback(async () => {
    if (queue.current.cards.length === 0) {
      const answer = await reviewApi.due(DUE_LIMIT_DEFAULT);
      if (!isOk(answer.status))
        return setState({ kind: 'failed', msg: messageOf(answer.data, t(LOAD_FAILED)) });
      // The due list is read from an index that may lag a moment behind a grade: a showing graded
      // already is not shown again.
      const fresh = answer.data.cards.filter((card) => !graded.current.has(showing(card)));
      queue.current = {
        cards: fresh,
        total: answer.data.total - (answer.data.cards.length - fresh.length),
      };
    }
    const [card, ...rest] = queue.current.cards;
    if (!card)
      return setState(
        reviewed.current > 0 ? { kind: 'done', reviewed: reviewed.current } : { kind: 'empty' },
      );
    const left = queue.current.total;
    queue.current = { cards: rest, total: Math.max(0, queue.current.total - 1) };
    setState({ kind: 'reviewing', card, left: Math.max(1, left), shown: false, busy: false });
  }, []);

  useEffect(() => {
    void next();
  }, [next]);

  const reload = useCallback(async () => {
    setState({ kind: 'loading' });
    queue.current = { cards: [], total: 0 };
    await next();
  }, [next]);

  const show = useCallback(() => {
    setState((now) => (now.kind === 'reviewing' && !now.shown ? { ...now, shown: true } : now));
  }, []);

  const grade = useCallback(
    async (chosen: ReviewGrade) => {
      if (state.kind !== 'reviewing' || !state.shown || state.busy) return;
      setState({ ...state, busy: true, problem: undefined });
      const answer = await reviewApi.grade(state.card._id, chosen, state.card.due);
      if (isOk(answer.status) || answer.status === 409 || answer.status === 404) {
        reviewed.current += 1;
        graded.current.add(showing(state.card));
        if (isOk(answer.status)) onGraded?.({ grade: chosen, due: answer.data.due }, state.left - 1);
        return next();
      }
      setState({
        ...state,
        busy: false,
        problem: messageOf(answer.data, t('The grade was not saved. Try again.')),
      });
    },
    [state, next, onGraded],
  );

  /** Deletes the card on show (its note stays) and moves on. */
  const remove = useCallback(async () => {
    if (state.kind !== 'reviewing' || state.busy) return;
    setState({ ...state, busy: true, problem: undefined });
    const answer = await reviewApi.remove(state.card._id);
    if (isOk(answer.status) || answer.status === 404) return next();
    setState({
      ...state,
      busy: false,
      problem: messageOf(answer.data, t('The card was not deleted. Try again.')),
    });
  }, [state, next]);

  return { state, show, grade, remove, reload };
}
