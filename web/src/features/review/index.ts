/**
 * What other features may use of review cards: the "Make a review card" action a note shows, and
 * the dashboard's count of cards due. The review page is routed by the app (routes/review-page.tsx).
 */
export { CardsDue } from './components/cards-due';
export { MakeCard } from './components/make-card';
