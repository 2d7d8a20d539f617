/**
 * Who runs the site: shown in the footer, the about page and the legal pages. How to reach them is
 * the operator's setting (shared/site-settings.ts).
 */
import { msg } from '../i18n';

export const site = {
  name: 'LearnFree',
  /** Message ids: shown with `t(…)`. */
  tagline: msg('Never Stop Learning! Join Us Now'),
  /** Whose the site is: the footer's "Designed and built by the LearnFree developers" links here. */
  credit: { href: 'https://github.com/learnfree' },
  /** The day the terms and the privacy policy last changed (ISO; shown through lib/time). */
  legalUpdated: '2026-11-25',
} as const;
