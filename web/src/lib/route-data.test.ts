import { type DataRoute, RouteDataStore, type Visit } from './route-data';

/** A route whose loader counts its calls and hands back which call it was. */
function countingRoute(keepData?: DataRoute['keepData']) {
  const calls: Visit['params'][] = [];
  const route: DataRoute = {
    id: '/play/:id',
    loader: ({ params }) => {
      calls.push(params);
      return { call: calls.length };
    },
    keepData,
  };
  return { route, calls };
}

const visit = (url: string, id = 'python'): Visit => ({ url, params: { id } });

describe('route data', () => {
  it('loads once per navigation, however often the page renders while it waits for its code', () => {
    const store = new RouteDataStore();
    const { route, calls } = countingRoute();
    const first = store.read(route, 'k1', visit('/play/python'));
    expect(store.read(route, 'k1', visit('/play/python'))).toBe(first);
    expect(calls).toHaveLength(1);
  });

  it('loads afresh when the visitor comes back to an address (back and forward too)', () => {
    const store = new RouteDataStore();
    const { route, calls } = countingRoute();
    store.read(route, 'k1', visit('/play/python'));
    store.shown('k1');
    store.read(route, 'k2', visit('/play/sql', 'sql'));
    store.shown('k2');
    expect(store.read(route, 'k1', visit('/play/python'))?.data).toEqual({ call: 3 });
    expect(calls).toEqual([{ id: 'python' }, { id: 'sql' }, { id: 'python' }]);
  });

  it('keeps the data across a move the route says needs none, and loads for any other', () => {
    const store = new RouteDataStore();
    const { route, calls } = countingRoute(
      (from, to) => from.url !== to.url && from.params.id === to.params.id,
    );
    store.read(route, 'k1', visit('/play/python'));
    store.shown('k1');
    expect(store.read(route, 'k2', visit('/play/python?lesson=l2'))?.data).toEqual({ call: 1 });
    store.shown('k2');
    expect(store.read(route, 'k3', visit('/play/sql', 'sql'))?.data).toEqual({ call: 2 });
    expect(calls).toHaveLength(2);
  });

  it('calls the loader again on a reload, and the next render finds the new load', () => {
    const store = new RouteDataStore();
    const { route } = countingRoute();
    store.read(route, 'k1', visit('/play/python'));
    store.reload(route, 'k1', visit('/play/python'));
    expect(store.read(route, 'k1', visit('/play/python'))?.data).toEqual({ call: 2 });
  });

  it('starts a page built ahead of time from its data, marked to be replaced by the live answer', () => {
    const store = new RouteDataStore({ '/play/:id': { built: true } });
    const { route, calls } = countingRoute();
    const entry = store.read(route, 'default', visit('/play/python'));
    expect(entry).toMatchObject({ data: { built: true }, built: true });
    expect(calls).toEqual([]);
  });

  it('has nothing for a route without a loader', () => {
    expect(new RouteDataStore().read({ id: '/about' }, 'k1', visit('/about'))).toBeUndefined();
  });
});
