import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { stubFetch } from '../../../test/support/fetch-stub';
import { renderRoutes } from '../../../test/support/render-routes';
import { prerenderAndHydrate } from '../../../test/support/web/prerender-and-hydrate';
import { api } from './api';
import { askedNow, type Dated, stillCurrent } from './current';
import {
  type DataRoute,
  type LoaderArgs,
  RouteDataProvider,
  RouteDataStore,
  useAsked,
  type Visit,
} from './route-data';

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

/** Answers each ask with a promise the test settles (`asks[n]`), in the order asked. */
function asker() {
  const asks: { input: string; resolve(answer: string): void; reject(reason: unknown): void }[] = [];
  const load = jest.fn(
    (input: string) => new Promise<string>((resolve, reject) => asks.push({ input, resolve, reject })),
  );
  const answer = (n: number, text: string) => act(async () => asks[n]?.resolve(text));
  return { asks, load, answer };
}

/** A component asking for its input, which its buttons change. */
function Probe({ load }: { load: (input: string) => Promise<string> }) {
  const [input, setInput] = useState('a');
  const { data, loading, retry, update } = useAsked('probe', input, () => load(input));
  const actions: [string, () => void][] = [
    ['Ask for a', () => setInput('a')],
    ['Ask for b', () => setInput('b')],
    ['Retry', retry],
    ['Mark', () => update((shown) => `${shown}!`)],
  ];
  return (
    <div>
      <p>{loading ? 'loading' : data === undefined ? 'no answer' : `data: ${data}`}</p>
      {actions.map(([name, act]) => (
        <button key={name} type="button" onClick={act}>
          {name}
        </button>
      ))}
    </div>
  );
}

/** The probe on a page at /probe, and another page at /elsewhere. */
const renderProbe = (load: (input: string) => Promise<string>) =>
  renderRoutes(
    [
      { path: '/probe', element: <Probe load={load} /> },
      { path: '/elsewhere', element: <p>elsewhere</p> },
    ],
    '/probe',
  );

const press = (name: string) => userEvent.click(screen.getByRole('button', { name }));
const shows = (text: string) => expect(screen.getByText(text)).toBeInTheDocument();

describe('what a component asks for', () => {
  it('asks once it is on screen and shows the answer', async () => {
    const { load, answer } = asker();
    renderProbe(load);
    shows('loading');
    await answer(0, 'first');
    shows('data: first');
    expect(load.mock.calls).toEqual([['a']]);
  });

  it('shows only the answer to the latest input, whichever comes first', async () => {
    const { load, answer } = asker();
    renderProbe(load);
    await press('Ask for b');
    // The new input shows its loading state at once, not what the old one brings.
    await answer(0, 'for a');
    shows('loading');
    await answer(1, 'for b');
    shows('data: for b');
    await press('Ask for a');
    await press('Ask for b');
    await answer(3, 'for b again');
    await answer(2, 'for a again');
    shows('data: for b again');
    // Back to an input asked before: asked afresh (another learner may have logged in meanwhile).
    expect(load.mock.calls).toEqual([['a'], ['b'], ['a'], ['b']]);
  });

  it('shows no answer for a failed ask, asks again on retry, and changes the answer on each update', async () => {
    const { asks, load, answer } = asker();
    renderProbe(load);
    await act(async () => asks[0]?.reject(new Error('offline')));
    shows('no answer');
    await press('Retry');
    await press('Retry');
    shows('loading');
    // Nothing to change while loading; the answer to the replaced ask is dropped.
    await press('Mark');
    await answer(2, 'newest');
    await answer(1, 'replaced');
    await press('Mark');
    await press('Mark');
    shows('data: newest!!');
  });

  it('keeps its answer across a navigation that asks the same, and asks afresh when the page is opened again', async () => {
    const { load, answer } = asker();
    const router = renderProbe(load);
    await answer(0, 'first');
    await act(async () => router.navigate('/probe?tab=notes'));
    shows('data: first');
    await press('Retry');
    await act(async () => router.navigate('/elsewhere'));
    // An answer that comes once the page is left is not kept for its next opening.
    await answer(1, 'late');
    await act(async () => router.navigate('/probe'));
    shows('loading');
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('asks nothing while a page built ahead of time is adopted, whose first render is its HTML', async () => {
    const { load, answer } = asker();
    const page = (
      <MemoryRouter>
        <RouteDataProvider store={new RouteDataStore()}>
          <Probe load={load} />
        </RouteDataProvider>
      </MemoryRouter>
    );
    const { container, unmount } = await prerenderAndHydrate(page, (html) => {
      expect(html).toHaveTextContent('loading');
      expect(load).not.toHaveBeenCalled();
    });
    await answer(0, 'live');
    expect(container).toHaveTextContent('data: live');
    await unmount();
  });
});

describe("an answer a page asked for, taken by the next page's loader", () => {
  /** How `useAsked('answer', 'python')` keeps its answer, dated, in the page's navigation. */
  const ask: DataRoute = {
    id: 'answer',
    loader: () => ({ answer: { answer: 'the course page read this', asked: askedNow() } }),
  };
  const asked: Visit = { url: 'python', params: {} };

  /** A page whose loader takes the answer while it is current, else asks itself. */
  function takingRoute(lifetimeMs = 60_000) {
    const taken: unknown[] = [];
    const take = ({ recent }: LoaderArgs) => {
      const kept = recent?.('answer', 'python') as Dated<string> | undefined;
      taken.push(kept && stillCurrent(kept.asked, lifetimeMs) ? kept.answer : 'asked itself');
    };
    const route: DataRoute = {
      id: '/next/:id',
      loader: (args) => {
        take(args);
        return {};
      },
    };
    return { route, taken, take };
  }

  /** A store with the asking page on screen at k1. */
  function onAskingPage(inputs = asked) {
    const store = new RouteDataStore();
    store.read(ask, 'k1', inputs);
    store.shown('k1');
    return store;
  }

  afterEach(() => jest.useRealTimers());

  it('is taken by the next page, also when its loader code arrives once the asking page is gone', () => {
    const { route, taken, take } = takingRoute();
    onAskingPage().read(route, 'k2', visit('/next/python'));
    // As a lazy loader: the arguments are handed over at once, used when the code has come.
    const store = onAskingPage();
    let late: LoaderArgs | undefined;
    const lazy: DataRoute = {
      id: '/late/:id',
      loader: (args) => {
        late = args;
        return {};
      },
    };
    store.read(lazy, 'k2', visit('/late/python'));
    store.shown('k2');
    take(late!);
    expect(taken).toEqual(['the course page read this', 'the course page read this']);
  });

  it('is not taken for other inputs, nor by a page opened after another', () => {
    const { route, taken } = takingRoute();
    onAskingPage({ url: 'sql', params: {} }).read(route, 'k2', visit('/next/python'));
    const store = onAskingPage();
    store.read({ id: '/elsewhere' }, 'k2', visit('/elsewhere'));
    store.shown('k2');
    store.read(route, 'k3', visit('/next/python'));
    expect(taken).toEqual(['asked itself', 'asked itself']);
  });

  it('is not taken once the app wrote anything after it was asked', async () => {
    stubFetch(() => ({ status: 200, body: {} }));
    const store = onAskingPage();
    await api('/api/user/course/loved', 'POST', { id: 'python' });
    const { route, taken } = takingRoute();
    store.read(route, 'k2', visit('/next/python'));
    expect(taken).toEqual(['asked itself']);
  });

  it('is not taken once older than the lifetime the taker allows', () => {
    jest.useFakeTimers();
    const { route, taken } = takingRoute(60_000);
    const store = onAskingPage();
    jest.advanceTimersByTime(59_999);
    store.read(route, 'k2', visit('/next/python'));
    jest.advanceTimersByTime(1);
    store.read(route, 'k3', visit('/next/python'));
    expect(taken).toEqual(['the course page read this', 'asked itself']);
  });
});
