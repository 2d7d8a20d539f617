/**
 * The one way the app loads data. A route names a loader (see app/routes.tsx); the loader is
 * called as the navigation starts, together with the page's code, and hands its requests over as
 * promises, so the page shows its loading state at once and fills in as the answers come (see
 * page-data.tsx). What a component asks for itself once it is on screen (`useAsked`) goes through
 * the same store and lives as long: every navigation loads afresh, back and forward included, as
 * does a reload, except what the next navigation asks for again unchanged (`keepData`), and an
 * answer the page just left asked for itself, which the next page's loader may take while it is
 * current (`recent`; lib/current.ts: young enough, and no write of the app since).
 *
 * The store is ours rather than a data router's: React Router's data router is twice the size of
 * its declarative one, and a first visit would pay for all of it.
 */
import { createContext, type ReactNode, use, useEffect, useReducer, useTransition } from 'react';
import { type Params, useLocation } from 'react-router-dom';
import { type Loaded, track } from './page-data';

/** A move to an address: the address itself and the route's parameters in it. */
export interface Visit {
  /** Path, query and fragment; for a component's ask, the inputs it asks with. */
  url: string;
  params: Params;
}

export interface LoaderArgs {
  params: Params;
  /** The address (path, query and fragment), for a loader whose answer depends on its query. */
  url?: string;
  /**
   * What the page on screen as the navigation started asked for itself with `useAsked(id, inputs)`:
   * a page that needs the same answer may take it instead of asking again, while it is current
   * (the ask dates its answer for that: lib/current.ts).
   */
  recent?: <T>(id: string, inputs: string) => Loaded<T> | undefined;
}

/** Starts a page's requests; each value is a promise, or the answer itself on a page built ahead. */
export type Loader = (args: LoaderArgs) => object;

/**
 * A loader whose code (and its feature's API calls) is fetched with the navigation that needs it,
 * so the first visit's script carries no page's loader but its own. It hands over a promise for
 * each of the loader's values at once, as the loader itself would; `keys` names them all (the type
 * checks that none is missing), since the page reads them before the loader's code has arrived.
 */
export function lazyLoader<T extends object>(
  load: () => Promise<(args: LoaderArgs) => T>,
  keys: Record<keyof T, true>,
): Loader {
  return (args) => {
    const values = load().then((loader) => loader(args));
    return Object.fromEntries(
      Object.keys(keys).map((key) => [key, values.then((loaded) => loaded[key as keyof T])]),
    );
  };
}

export interface DataRoute {
  /** Names the route's data in its navigation and in a page built ahead of time. */
  id: string;
  loader?: Loader;
  /** True when moving from one visit to the next needs no new data (the page follows by itself). */
  keepData?: (from: Visit, to: Visit) => boolean;
}

/** The data each route of a page built ahead of time was rendered with, by route id. */
export type BuiltData = Record<string, object>;

interface Entry {
  data: object;
  visit: Visit;
  /** Rendered ahead of time: the live answer replaces it once the page is adopted. */
  built: boolean;
}

/**
 * The loads of the navigation being shown, and of one in progress, by location key and id. A
 * render of a page that is still waiting for its code is repeated, and must find the load it
 * started; once another navigation is shown, the loads of the ones before are dropped, so coming
 * back to an address loads it afresh.
 */
export class RouteDataStore {
  private readonly entries = new Map<string, Map<string, Entry>>();
  private shownKey: string | undefined;
  /** The data of the page rendered ahead of time, until the navigation the app starts with takes it. */
  private built: Map<string, Entry> | undefined;

  /** `built`: what the page the app starts on was rendered with, if it was rendered ahead of time. */
  constructor(built?: BuiltData) {
    if (!built) return;
    this.built = new Map(
      Object.entries(built).map(([id, data]) => [id, { data, visit: { url: '', params: {} }, built: true }]),
    );
  }

  /**
   * The load `read` would hand over, without starting one: this navigation's for the visit, or the
   * shown navigation's when the route keeps it for this visit.
   */
  peek(route: DataRoute, locationKey: string, visit: Visit): Entry | undefined {
    const found = this.routesOf(locationKey).get(route.id);
    // A route's visit is the same throughout its navigation (and a built page's is the address the
    // app starts at); a component may ask with other inputs.
    if (found && (found.built || found.visit.url === visit.url)) return found;
    const shown = this.shownKey === undefined ? undefined : this.entries.get(this.shownKey)?.get(route.id);
    return shown && route.keepData?.(shown.visit, visit) ? { ...shown, visit } : undefined;
  }

  /** The route's data for this navigation and visit, its loader called on first asking. */
  read(route: DataRoute, locationKey: string, visit: Visit): Entry | undefined {
    const entry = this.peek(route, locationKey, visit) ?? this.reload(route, locationKey, visit);
    if (entry) this.routesOf(locationKey).set(route.id, entry);
    return entry;
  }

  /** Calls the route's loader again for this navigation; the next read finds the new load. */
  reload(route: DataRoute, locationKey: string, visit: Visit): Entry | undefined {
    if (!route.loader) return undefined;
    // The asks of the page on screen, kept for a loader whose code arrives once that page is gone.
    const shown = this.shownKey === undefined ? undefined : this.entries.get(this.shownKey);
    const recent = <T,>(id: string, inputs: string) => {
      const ask = shown?.get(id);
      return ask?.visit.url === inputs ? (ask.data as { answer?: Loaded<T> }).answer : undefined;
    };
    const entry = {
      data: route.loader({ params: visit.params, url: visit.url, recent }),
      visit,
      built: false,
    };
    this.routesOf(locationKey).set(route.id, entry);
    return entry;
  }

  /** The navigation at `locationKey` is on screen: the loads of others are done with. */
  shown(locationKey: string): void {
    this.shownKey = locationKey;
    this.built = undefined;
    for (const key of this.entries.keys()) if (key !== locationKey) this.entries.delete(key);
  }

  private routesOf(locationKey: string): Map<string, Entry> {
    let routes = this.entries.get(locationKey);
    if (!routes) {
      // The first navigation asked about is the one the app starts with: the built page's.
      routes = this.built ?? new Map();
      this.built = undefined;
      this.entries.set(locationKey, routes);
    }
    return routes;
  }
}

export const RouteDataStoreContext = createContext<RouteDataStore | null>(null);

interface PageDataContextValue {
  data: object | undefined;
  reload: () => void;
}

/** Provided by the route's page element (app/route-page.tsx). */
export const RouteDataContext = createContext<PageDataContextValue | null>(null);

export function RouteDataProvider({ store, children }: { store: RouteDataStore; children: ReactNode }) {
  return <RouteDataStoreContext value={store}>{children}</RouteDataStoreContext>;
}

function useRouteContext(): PageDataContextValue {
  const context = use(RouteDataContext);
  if (!context) throw new Error('Route data is only there inside a page of the route table');
  return context;
}

/** What the page's route loader started for this navigation. */
export function useRouteData<T extends object>(): T {
  return useRouteContext().data as T;
}

/**
 * Loads the page's data again. What is shown stays until the new answers arrive; `reloading` is
 * true meanwhile.
 */
export function useReload(): { reload: () => void; reloading: boolean } {
  const { reload } = useRouteContext();
  const [reloading, startTransition] = useTransition();
  return { reload: () => startTransition(reload), reloading };
}

/**
 * What a component asks for itself once it is on screen: a route of its own in the page's
 * navigation, whose data is the answer, kept while it is asked for with the same inputs. `id`
 * names what is asked (one thing per id on a page), `inputs` what it is asked for; only the answer
 * for this render's inputs is shown, so an older answer never replaces a newer one. It is asked in
 * an effect, never while a page built ahead of time is adopted: the first render is the HTML's.
 * `data` is undefined until the answer comes (or when the ask failed); `retry` asks again, dropping
 * the answer shown until the new one comes; `update` changes the answer shown (after a local edit,
 * or a fresher read), and does nothing while loading.
 */
export function useAsked<T>(id: string, inputs: string, load: () => Promise<T>) {
  const store = use(RouteDataStoreContext);
  if (!store) throw new Error('Asks are made inside a RouteDataProvider');
  const { key } = useLocation();
  const [, rerender] = useReducer((renders: number) => renders + 1, 0);
  const visit: Visit = { url: inputs, params: {} };
  const route = (answer: () => Loaded<T>): DataRoute => ({
    id,
    loader: () => ({ answer: answer() }),
    keepData: (from, to) => from.url === to.url,
  });
  const answerOf = (entry?: { data: object }) => (entry?.data as { answer?: Loaded<T> } | undefined)?.answer;
  const data = answerOf(store.peek(route(load), key, visit));
  const state = data === undefined ? undefined : track(data);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the ask is named by its id and inputs; `load` is read when they change
  useEffect(() => {
    let live = true;
    const show = () => live && rerender();
    // Rendered again when this render did not see the ask, or once its answer comes.
    if (answerOf(store.read(route(load), key, visit)) !== data) rerender();
    else if (state?.status === 'pending') Promise.resolve(data).then(show, show);
    return () => {
      live = false;
    };
  }, [store, key, id, inputs, data]);

  const reload = (answer: () => Loaded<T>) => {
    store.reload(route(answer), key, visit);
    rerender();
  };
  return {
    data: state?.status === 'fulfilled' ? state.value : undefined,
    loading: state === undefined || state.status === 'pending',
    retry: () => reload(load),
    update: (change: (data: T) => T) => {
      // The answer as it stands now, so that changes made one after another all count.
      const now = answerOf(store.peek(route(load), key, visit));
      const shown = now === undefined ? undefined : track(now);
      if (shown?.status === 'fulfilled') reload(() => change(shown.value as T));
    },
  };
}
