/**
 * What a page loads for its address. A route names a loader (see app/routes.tsx); the loader is
 * called as the navigation starts, together with the page's code, and hands its requests over as
 * promises, so the page shows its loading state at once and fills in as the answers come (see
 * page-data.tsx). Every navigation loads afresh, back and forward included, as does a reload; a
 * route may keep its data across some moves within it (`keepData`).
 *
 * The store is ours rather than a data router's: React Router's data router is twice the size of
 * its declarative one, and a first visit would pay for all of it.
 */
import { createContext, type ReactNode, use, useTransition } from 'react';
import type { Params } from 'react-router-dom';

/** A move to an address: the address itself and the route's parameters in it. */
export interface Visit {
  /** Path, query and fragment. */
  url: string;
  params: Params;
}

export interface LoaderArgs {
  params: Params;
}

/** Starts a page's requests; each value is a promise, or the answer itself on a page built ahead. */
export type Loader = (args: LoaderArgs) => object;

export interface DataRoute {
  /** Names the route's data in a page built ahead of time. */
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
 * The loads of the navigation being shown, and of one in progress, by location key and route id.
 * A render of a page that is still waiting for its code is repeated, and must find the load it
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

  /** The route's data for this navigation, its loader called on first asking. */
  read(route: DataRoute, locationKey: string, visit: Visit): Entry | undefined {
    if (!route.loader) return undefined;
    const routes = this.routesOf(locationKey);
    const found = routes.get(route.id);
    if (found) return found;
    const shown = this.shownKey === undefined ? undefined : this.entries.get(this.shownKey)?.get(route.id);
    const entry =
      shown && route.keepData?.(shown.visit, visit)
        ? { ...shown, visit }
        : { data: route.loader({ params: visit.params }), visit, built: false };
    routes.set(route.id, entry);
    return entry;
  }

  /** Calls the route's loader again for this navigation; the next read finds the new load. */
  reload(route: DataRoute, locationKey: string, visit: Visit): void {
    if (!route.loader) return;
    this.routesOf(locationKey).set(route.id, {
      data: route.loader({ params: visit.params }),
      visit,
      built: false,
    });
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
