/** Who runs the site and how to reach them: shown in the footer, the about page and the legal pages. */
export const site = {
  name: 'LearnFree',
  tagline: 'Never Stop Learning! Join Us Now',
  email: 'hello@learnfree.example',
  phone: { display: '+91 12345 67890', href: 'tel:+911234567890' },
  credit: { label: 'LearnFree developers', href: 'https://github.com/learnfree' },
  /** The date the terms and the privacy policy last changed. */
  legalUpdated: '25 November 2026',
} as const;
