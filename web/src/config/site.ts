/**
 * Who runs the site: shown in the footer, the about page and the legal pages. How to reach them is
 * the operator's setting (shared/site-settings.ts).
 */
export const site = {
  name: 'LearnFree',
  tagline: 'Never Stop Learning! Join Us Now',
  credit: { label: 'LearnFree developers', href: 'https://github.com/learnfree' },
  /** The day the terms and the privacy policy last changed (ISO; shown through lib/time). */
  legalUpdated: '2026-11-25',
} as const;
