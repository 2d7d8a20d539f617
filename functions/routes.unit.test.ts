/** The manifest is the only binding of a route to its code: every entry must name code that exists. */
import { handlerFunction } from '../infra/local/handlers';
import { httpRoutes, wsRoutes } from './routes';

const entries = [
  ...httpRoutes.map((route) => [route.key, route] as const),
  ...wsRoutes.map((route) => [route.routeKey, route] as const),
];

it.each(entries)('%s names a module that exports its function', (_key, route) => {
  expect(typeof handlerFunction(route)).toBe('function');
});

it('names a misspelt function as the culprit instead of serving something else', () => {
  expect(() =>
    handlerFunction({ module: 'learning/love-course', function: 'loveCourses', dynamodb: [] }),
  ).toThrow('functions/learning/love-course.ts does not export a function loveCourses');
});
