/**
 * The shape of a language's translations, apart from the code that loads them (catalogues.ts), so
 * that each language's pack (`hi/index.ts`) can name it without a cycle.
 */

/** English id → the language's text. */
export type Catalogue = Readonly<Record<string, string>>;

/**
 * The parts of the translations: the shell's (`app/`, `components/`, `lib/`, `config/`), loaded on
 * every page, and one per feature, loaded with the pages that show it (app/routes.tsx).
 */
export const MESSAGE_PARTS = [
  'shell',
  'home',
  'catalogue',
  'account',
  'auth',
  'certificates',
  'community',
  'content',
  'discussion',
  'habits',
  'learning',
  'misc',
  'quizzes',
  'ratings',
  'requests',
  'review',
] as const;
export type MessagePart = (typeof MESSAGE_PARTS)[number];

/** A language's translations: the shell's at once, each other part on demand. */
export interface LanguagePack {
  shell: Catalogue;
  parts: Record<Exclude<MessagePart, 'shell'>, () => Promise<{ default: Catalogue }>>;
}
