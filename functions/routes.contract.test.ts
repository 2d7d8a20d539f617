/**
 * The API contract (docs/api.md) and the route manifest name the same routes, so a route cannot
 * exist undocumented and the document cannot promise a route that is gone. Only the method and path
 * of an HTTP route, and the route key of a WebSocket route, are read from the manifest.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { httpRoutes, wsRoutes } from './routes';

const CONTRACT = 'docs/api.md';
const HTTP_HEADER = 'Method and path';
const WS_HEADER = 'Route key';
const HTTP_ROUTE = /^(GET|POST|PUT|PATCH|DELETE) (\/\S+)/;

interface Table {
  header: string[];
  rows: string[][];
}

const cellsOf = (line: string): string[] =>
  line
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((cell) => cell.trim());

/** Every Markdown table of `markdown`: a header row, a `|---|` rule, then its rows. */
function tablesOf(markdown: string): Table[] {
  const lines = markdown.split('\n').map((line) => line.trim());
  const tables: Table[] = [];
  for (let i = 0; i + 1 < lines.length; i++) {
    if (!lines[i]!.startsWith('|') || !/^\|[\s:|-]+\|$/.test(lines[i + 1]!)) continue;
    const table: Table = { header: cellsOf(lines[i]!), rows: [] };
    for (i += 2; i < lines.length && lines[i]!.startsWith('|'); i++) table.rows.push(cellsOf(lines[i]!));
    tables.push(table);
  }
  return tables;
}

/** The first cells of the rows of every table whose first column is headed `header`, without markup. */
const firstCells = (tables: Table[], header: string): string[] =>
  tables
    .filter((table) => table.header[0] === header)
    .flatMap((table) => table.rows.map((row) => (row[0] ?? '').replace(/[`*]/g, '').trim()));

const duplicates = (keys: string[]): string[] => keys.filter((key, index) => keys.indexOf(key) !== index);

/** What one side lists and the other does not, sorted so the failure reads as a list. */
function difference(manifest: string[], documented: string[]) {
  return {
    missingFromDocs: manifest.filter((key) => !documented.includes(key)).sort(),
    missingFromManifest: documented.filter((key) => !manifest.includes(key)).sort(),
    documentedTwice: duplicates(documented).sort(),
  };
}

const agreed = { missingFromDocs: [], missingFromManifest: [], documentedTwice: [] };

describe(`the API contract (${CONTRACT}) and the route manifest (functions/routes.ts)`, () => {
  const tables = tablesOf(readFileSync(join(__dirname, '..', CONTRACT), 'utf8'));

  it('document exactly the same HTTP routes', () => {
    const cells = firstCells(tables, HTTP_HEADER);
    const documented = cells.flatMap((cell) => {
      const match = HTTP_ROUTE.exec(cell);
      return match ? [`${match[1]} ${match[2]}`] : [];
    });
    // A row whose first cell is not `METHOD /path` would otherwise vanish from the comparison.
    expect(cells.filter((cell) => !HTTP_ROUTE.test(cell))).toEqual([]);
    const manifest = httpRoutes.map(({ method, path }) => `${method} ${path}`);
    expect(difference(manifest, documented)).toEqual(agreed);
  });

  it('document exactly the same WebSocket routes', () => {
    const documented = firstCells(tables, WS_HEADER);
    const manifest = wsRoutes.map(({ routeKey }) => routeKey);
    expect(difference(manifest, documented)).toEqual(agreed);
  });
});
