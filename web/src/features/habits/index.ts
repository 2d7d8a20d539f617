/**
 * What other features may use of weekly goals: the dashboard's panel (goal ring, streak, activity
 * grid and goal form). The unsubscribe page is routed by the app (routes/unsubscribe-page.tsx).
 */
export { HabitsPanel } from './components/habits-panel';
