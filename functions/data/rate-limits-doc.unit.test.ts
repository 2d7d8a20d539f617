/**
 * The table of rate limits in docs/security.md and the table the code enforces (rate-limit-table.ts)
 * hold the same limits, so the document cannot drift from the code: every limit of the code has one
 * row, found by its `what` (the row's "What" is it, or it and "; " with what happens over it), with
 * its scope, limit and window, and every row is a limit of the code. A scan of the source makes sure
 * no limit is set outside the table, where neither would see it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { sectionOf, tablesOf } from '../../test/support/markdown-tables';
import { RATE_LIMITS } from './rate-limit-table';

const ROOT = join(__dirname, '..', '..');
const DOC = 'docs/security.md';
const SECTION = 'Rate limits';
const HEADER = ['What', 'Scope', 'Limit', 'Window'];
const TABLE = 'functions/data/rate-limit-table.ts';

interface Limit {
  what: string;
  scope: string | null;
  limit: number;
  windowSeconds: number;
}

const UNITS: Record<string, number> = { second: 1, minute: 60, hour: 60 * 60, day: 24 * 60 * 60 };

function secondsOf(window: string): number {
  const match = /^(\d+) (second|minute|hour|day)s?$/.exec(window);
  if (!match) throw new Error(`${DOC}: write the window "${window}" as "<number> <unit>".`);
  return Number(match[1]) * UNITS[match[2]!]!;
}

/** The document's rows; a scope not written as code (`none: …`) is a limit kept outside the counters. */
function documentedRows(): Limit[] {
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

const isAbout = (row: Limit, limit: Limit) =>
  row.what === limit.what || row.what.startsWith(`${limit.what}; `);

/** Every line of the product's source outside the table that sets a scope or a window of its own. */
function limitsSetElsewhere(): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (
        /\.ts$/.test(entry.name) &&
        !/\.test\.ts$/.test(entry.name) &&
        relative(ROOT, path) !== TABLE
      ) {
        for (const line of readFileSync(path, 'utf8').split('\n'))
          if (/\bscope:\s*'|\bwindowSeconds:\s*[\d(]/.test(line))
            found.push(`${relative(ROOT, path)}: ${line.trim()}`);
      }
    }
  };
  walk(join(ROOT, 'functions'));
  return found;
}

describe(`the rate limits of ${DOC} and of ${TABLE}`, () => {
  const rows = documentedRows();
  const limits: Limit[] = Object.values(RATE_LIMITS);

  it('give every limit of the code one row, with its scope, limit and window', () => {
    const documented = limits.map((limit) => ({
      what: limit.what,
      rows: rows.filter((row) => isAbout(row, limit)).map(({ what: _, ...numbers }) => numbers),
    }));
    expect(documented).toEqual(
      limits.map(({ what, scope, limit, windowSeconds }) => ({
        what,
        rows: [{ scope, limit, windowSeconds }],
      })),
    );
  });

  it('document no limit the code lacks', () => {
    expect(
      rows.filter((row) => !limits.some((limit) => isAbout(row, limit))).map(({ what }) => what),
    ).toEqual([]);
  });

  it('are set in the table alone', () => {
    // A limit set elsewhere is one neither the table nor the document would show: move it to the table.
    expect(limitsSetElsewhere()).toEqual([]);
  });
});
