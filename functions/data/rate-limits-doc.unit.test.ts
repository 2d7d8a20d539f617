/**
 * The table of rate limits in docs/security.md and the limits the code enforces are the same, so
 * the document cannot drift from the code. Every counted limit (a `RateLimit`: scope, limit and
 * window) is enumerated from the modules that define it, and a scan of the source makes sure no
 * module defining one is left out; the two limits kept outside the counters are checked by name.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { QUIZ_ATTEMPT_WINDOW_HOURS, QUIZ_ATTEMPTS_PER_QUIZ } from '../../shared/quizzes';
import { sectionOf, tablesOf } from '../../test/support/markdown-tables';
import * as chatCommunity from '../chat/community';
import * as chatModeration from '../chat/moderation';
import * as chatSettings from '../chat/settings';
import { ANSWER_MAIL_INTERVAL_SECONDS } from '../discussion/discussion';
import * as quizTaking from '../quizzes/taking';
import * as courseRequests from '../requests/submissions';
import type { RateLimit } from './rate-limits';
import * as rateLimits from './rate-limits';

const ROOT = join(__dirname, '..', '..');
const DOC = 'docs/security.md';
const SECTION = 'Rate limits';
const HEADER = ['What', 'Scope', 'Limit', 'Window'];

/** The modules that define counted limits, by their path (for the source scan's message). */
const MODULES: Record<string, Record<string, unknown>> = {
  'functions/data/rate-limits.ts': rateLimits,
  'functions/quizzes/taking.ts': quizTaking,
  'functions/chat/settings.ts': chatSettings,
  'functions/chat/community.ts': chatCommunity,
  'functions/chat/moderation.ts': chatModeration,
  'functions/requests/submissions.ts': courseRequests,
};

/** Limits kept outside the rate counters, found in the table by the start of their "What". */
const OTHER_LIMITS = [
  {
    what: 'Quiz attempts, per learner and quiz',
    limit: QUIZ_ATTEMPTS_PER_QUIZ,
    windowSeconds: QUIZ_ATTEMPT_WINDOW_HOURS * 60 * 60,
  },
  { what: "Answer mail to a question's asker", limit: 1, windowSeconds: ANSWER_MAIL_INTERVAL_SECONDS },
];

const isRateLimit = (value: unknown): value is RateLimit =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as RateLimit).scope === 'string' &&
  typeof (value as RateLimit).limit === 'number' &&
  typeof (value as RateLimit).windowSeconds === 'number';

/** Every limit a module exports, on its own or as a value of an exported record (`RATE_LIMITS`). */
const limitsOf = (exports: Record<string, unknown>): RateLimit[] =>
  Object.values(exports).flatMap((value) => {
    if (isRateLimit(value)) return [value];
    if (typeof value === 'object' && value !== null) return Object.values(value).filter(isRateLimit);
    return [];
  });

const byScope = (a: { scope: string }, b: { scope: string }) => a.scope.localeCompare(b.scope);

function codeLimits(): RateLimit[] {
  const unique = new Map<string, RateLimit>();
  for (const limit of Object.values(MODULES).flatMap(limitsOf)) unique.set(limit.scope, limit);
  return [...unique.values()]
    .map(({ scope, limit, windowSeconds }) => ({ scope, limit, windowSeconds }))
    .sort(byScope);
}

/** Every `scope: '…'` written in the product's source, with the file that writes it. */
function scopesInSource(): Array<{ scope: string; file: string }> {
  const found: Array<{ scope: string; file: string }> = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name)) {
        for (const match of readFileSync(path, 'utf8').matchAll(/\bscope:\s*'([^']+)'/g)) {
          found.push({ scope: match[1]!, file: relative(ROOT, path) });
        }
      }
    }
  };
  for (const dir of ['functions', 'shared']) walk(join(ROOT, dir));
  return found.sort(byScope);
}

const UNITS: Record<string, number> = { second: 1, minute: 60, hour: 60 * 60, day: 24 * 60 * 60 };

function secondsOf(window: string): number {
  const match = /^(\d+) (second|minute|hour|day)s?$/.exec(window);
  if (!match) throw new Error(`${DOC}: write the window "${window}" as "<number> <unit>".`);
  return Number(match[1]) * UNITS[match[2]!]!;
}

interface Row {
  what: string;
  scope: string | null;
  limit: number;
  windowSeconds: number;
}

function documentedRows(): Row[] {
  const section = sectionOf(readFileSync(join(ROOT, DOC), 'utf8'), SECTION);
  const tables = tablesOf(section).filter((table) => table.header.join('|') === HEADER.join('|'));
  if (tables.length !== 1) throw new Error(`${DOC}, "${SECTION}": one table headed ${HEADER.join(' | ')}.`);
  return tables[0]!.rows.map(([what = '', scope = '', limit = '', window = '']) => ({
    what,
    scope: /^`([^`]+)`$/.exec(scope)?.[1] ?? null,
    limit: Number(limit),
    windowSeconds: secondsOf(window),
  }));
}

describe(`the rate limits of ${DOC} and the code`, () => {
  const rows = documentedRows();

  it('enumerate every module of the source that defines a counted limit', () => {
    const enumerated = new Set(codeLimits().map(({ scope }) => scope));
    // A limit defined in a module this test does not import: add the module to MODULES (and a row).
    expect(scopesInSource().filter(({ scope }) => !enumerated.has(scope))).toEqual([]);
  });

  it('hold the same counted limits, each with its limit and window', () => {
    const documented = rows
      .flatMap(({ scope, limit, windowSeconds }) => (scope === null ? [] : [{ scope, limit, windowSeconds }]))
      .sort(byScope);
    expect(documented).toEqual(codeLimits());
  });

  it('hold the same limits kept outside the counters', () => {
    const documented = rows
      .filter((row) => row.scope === null)
      .map((row) => {
        const other = OTHER_LIMITS.find(({ what }) => row.what.startsWith(what));
        return { what: other?.what ?? row.what, limit: row.limit, windowSeconds: row.windowSeconds };
      });
    expect(documented).toEqual(OTHER_LIMITS);
  });
});
