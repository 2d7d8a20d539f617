/**
 * The manifest binds each route to its handler function itself (the compiler follows the import), and
 * each function's generated entry takes it from its area's part alone, so no bundle holds another
 * area's code or the whole manifest.
 */
import { readFileSync } from 'node:fs';
import { writeRouteEntries } from '../infra/route-entries';
import { httpRoutes, workerRoutes, wsRoutes } from './routes';

const listed = [
  ...httpRoutes.map((route) => [route.key, route] as const),
  ...wsRoutes.map((route) => [route.routeKey, route] as const),
  ...workerRoutes.map((route) => [route.key, route] as const),
];

it.each(listed)('%s is bound to a function of its area', (_key, route) => {
  expect(typeof route.handler).toBe('function');
  expect(route.area).toMatch(/^[a-z]+$/);
});

it('writes one entry per function, each importing only its own area of the manifest', () => {
  const entries = [...writeRouteEntries().values()];
  expect(entries).toHaveLength(listed.length);
  expect(new Set(entries.map((entry) => entry.file)).size).toBe(entries.length);
  for (const { key, file } of entries) {
    const source = readFileSync(file, 'utf8');
    const area = listed.find(([listedKey]) => listedKey === key)![1].area;
    expect(source).toContain(`from '../../functions/${area}/routes'`);
    expect(source).not.toMatch(/functions\/routes'/);
  }
});
