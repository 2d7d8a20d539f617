/**
 * Paging cursors, for every list that pages. A cursor is opaque to clients: base64url JSON naming
 * the list it continues (a digest of the list's name, such as its partition and order, so only a
 * short tag travels) and the position after which the next page starts. Decoding is strict, so a position reaches a
 * Query or an index only when this very list could have handed it out: a cursor that is empty, too
 * long, not base64url JSON, made for another list (another lesson, another order), or whose position
 * has a field missing, added, of another type or of another shape than the list writes, is refused
 * with one 400 that tells the reader what to do.
 */
import { createHash } from 'node:crypto';
import { BadRequest } from './errors';

export const STALE_CURSOR_MSG = 'This page link is no longer valid. Start from the first page.';

/** Every cursor we hand out is far shorter (a position is a sort key or two numbers and a key). */
const CURSOR_MAX_LENGTH = 512;

/** Whether a decoded value is one the list could have written in that field. */
export type FieldRule<T> = (value: unknown) => value is T;

export interface CursorSchema<Position> {
  /** The list a cursor continues, e.g. `questions:top:QUESTIONS#c1#l1`; a cursor of another is refused. */
  list: string;
  /** Each field of a position with its rule; a position with any other field is refused. */
  fields: { [Name in keyof Position]: FieldRule<Position[Name]> };
}

/** A string field that matches `pattern` whole (anchor it). */
export const matching =
  (pattern: RegExp): FieldRule<string> =>
  (value): value is string =>
    typeof value === 'string' && pattern.test(value);

/** A list of exactly `count` finite numbers, each accepted by `each`. */
export const numbers =
  (count: number, each: (value: number) => boolean = () => true): FieldRule<number[]> =>
  (value): value is number[] =>
    Array.isArray(value) &&
    value.length === count &&
    value.every((n) => typeof n === 'number' && Number.isFinite(n) && each(n));

/** `Date.prototype.toISOString()`'s form, as written in time-ordered sort keys (compose into a pattern). */
export const ISO_TIME = String.raw`\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z`;

const URL_SAFE = /^[A-Za-z0-9_-]+$/;

const tag = (list: string): string => createHash('sha256').update(list).digest('base64url').slice(0, 16);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const hasExactly = (record: Record<string, unknown>, names: readonly string[]): boolean => {
  const own = Object.keys(record);
  return own.length === names.length && names.every((name) => Object.hasOwn(record, name));
};

export function encodeCursor<Position extends object>(
  schema: CursorSchema<Position>,
  position: Position,
): string {
  return Buffer.from(JSON.stringify({ l: tag(schema.list), p: position })).toString('base64url');
}

/** The position a cursor of this list names, or null for anything else. */
function readCursor<Position extends object>(
  schema: CursorSchema<Position>,
  cursor: unknown,
): Position | null {
  if (typeof cursor !== 'string' || cursor.length > CURSOR_MAX_LENGTH || !URL_SAFE.test(cursor)) return null;
  let payload: unknown;
  try {
    payload = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!isRecord(payload) || !hasExactly(payload, ['l', 'p']) || payload.l !== tag(schema.list)) return null;
  const position = payload.p;
  const rules = Object.entries(schema.fields) as Array<[string, FieldRule<unknown>]>;
  const names = rules.map(([name]) => name);
  if (!isRecord(position) || !hasExactly(position, names)) return null;
  return rules.every(([name, rule]) => rule(position[name])) ? (position as Position) : null;
}

/** The position a cursor names; 400 for a cursor this list did not hand out. */
export function decodeCursor<Position extends object>(
  schema: CursorSchema<Position>,
  cursor: string,
): Position {
  const position = readCursor(schema, cursor);
  if (!position) throw new BadRequest(STALE_CURSOR_MSG);
  return position;
}
