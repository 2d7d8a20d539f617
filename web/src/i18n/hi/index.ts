/** The Hindi pack (see ../catalogues.ts): the shell's translations, and each feature's on demand. */
import type { LanguagePack } from '../pack';
import shell from './shell';

const pack: LanguagePack = {
  shell,
  parts: {
    home: () => import('./home'),
    catalogue: () => import('./catalogue'),
    account: () => import('./account'),
    auth: () => import('./auth'),
    certificates: () => import('./certificates'),
    community: () => import('./community'),
    content: () => import('./content'),
    discussion: () => import('./discussion'),
    habits: () => import('./habits'),
    learning: () => import('./learning'),
    misc: () => import('./misc'),
    quizzes: () => import('./quizzes'),
    ratings: () => import('./ratings'),
    requests: () => import('./requests'),
    review: () => import('./review'),
  },
};

export default pack;
