/**
 * Quiz, question and option ids. A quiz's id comes from its course and its title, so the catalogue
 * import finds a quiz it added before; it stays when an admin renames the quiz. Ids never change
 * once given, so an attempt sent from an open page still names the same question and options.
 */
import { createHash, randomBytes } from 'node:crypto';
import { titleKey } from '../../shared/quizzes';

/** 16 url-safe characters (96 bits) of a hash of the course id and the normalised title. */
export const quizIdFor = (courseId: string, title: string): string =>
  createHash('sha256')
    .update(`${courseId}\n${titleKey(title)}`)
    .digest('base64url')
    .slice(0, 16);

/** A question of a file is numbered by its place: `q1`, `q2`, … */
export const importedQuestionId = (index: number): string => `q${index + 1}`;

/** A question an admin adds later gets an id of its own, never one a deleted question had. */
export const newQuestionId = (): string => `q${randomBytes(6).toString('base64url')}`;

/**
 * Ids for options without one: `o1`, `o2`, … after the highest number among `taken` (a question's
 * option ids, before and after an edit), so an option added later never takes a removed one's id.
 */
export function optionIds(count: number, taken: readonly string[] = []): string[] {
  const highest = Math.max(0, ...taken.map((id) => Number(/^o(\d+)$/.exec(id)?.[1] ?? 0)));
  return Array.from({ length: count }, (_, i) => `o${highest + i + 1}`);
}
