/**
 * The API contract (docs/api.md) and the route manifest name the same routes, so a route cannot
 * exist undocumented and the document cannot promise a route that is gone. Only the method and path
 * of an HTTP route, and the route key of a WebSocket route, are read from the manifest.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type MarkdownTable, tablesOf } from '../test/support/markdown-tables';
import { httpRoutes, wsRoutes } from './routes';

const CONTRACT = 'docs/api.md';
const HTTP_HEADER = 'Method and path';
const WS_HEADER = 'Route key';
const HTTP_ROUTE = /^(GET|POST|PUT|PATCH|DELETE) (\/\S+)/;

/** The first cells of the rows of every table whose first column is headed `header`, without markup. */
const firstCells = (tables: MarkdownTable[], header: string): string[] =>
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
