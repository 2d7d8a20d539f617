/**
 * A page of the route table: its code, loaded when the route is first visited, and its data (see
 * lib/route-data.tsx), started together. While a page's code is on its way, the layout's Suspense
 * keeps the page before it on screen (navigations are transitions), as a data router would.
 */
import {
  Component,
  type ComponentType,
  lazy,
  type ReactNode,
  startTransition,
  use,
  useCallback,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { type RouteObject, useLocation, useParams } from 'react-router-dom';
import { currentLanguage, loadMessages, type MessagePart } from '../i18n';
import { type DataRoute, RouteDataContext, RouteDataStoreContext, type Visit } from '../lib/route-data';
import { RouteError } from './route-error';

type PageModule = { default: ComponentType };

export interface PageRouteDefinition extends Omit<DataRoute, 'id'> {
  path: string;
  page: () => Promise<PageModule>;
  /**
   * The parts of the translations the page shows besides the shell's (its own feature's, and those
   * of features it shows): loaded with its code when the page is not in English.
   */
  messages?: readonly MessagePart[];
}

/** The page's code together with its translations, so it never renders half translated. */
const withMessages =
  (page: () => Promise<PageModule>, parts: readonly MessagePart[]) => (): Promise<PageModule> =>
    Promise.all([page(), loadMessages(currentLanguage(), parts)]).then(([module]) => module);

/** A page's code, loaded on first render, or before it (so a page built ahead is adopted as is). */
export class PageCode {
  loaded: ComponentType | undefined;
  readonly Lazy: ComponentType;

  constructor(private readonly load: () => Promise<PageModule>) {
    this.Lazy = lazy(() => this.load().then((module) => this.remember(module)));
  }

  async preload(): Promise<void> {
    this.remember(await this.load());
  }

  private remember(module: PageModule): PageModule {
    this.loaded = module.default;
    return module;
  }
}

function Page({ code }: { code: PageCode }) {
  // Decided once per mount: switching from Lazy to the module itself would remount the page.
  const [Shown] = useState(() => code.loaded ?? code.Lazy);
  return <Shown />;
}

/** What a route object of the table carries for the app's start and the build's prerender. */
export interface PageHandle {
  route: DataRoute;
  code: PageCode;
}

/** A route of the table whose element is a page, its code split off and its data loaded with it. */
export function pageRoute({ path, page, loader, keepData, messages = [] }: PageRouteDefinition): RouteObject {
  const handle: PageHandle = {
    route: { id: path, loader, keepData },
    code: new PageCode(withMessages(page, messages)),
  };
  return {
    path,
    element: (
      <RoutePage route={handle.route}>
        <Page code={handle.code} />
      </RoutePage>
    ),
    handle,
  };
}

/** A route's page with its data; `pageRoute` makes one for each page of the table. */
export function RoutePage({ route, children }: { route: DataRoute; children: ReactNode }) {
  const store = use(RouteDataStoreContext);
  if (!store) throw new Error('Pages render inside a RouteDataProvider');
  const location = useLocation();
  const params = useParams();
  const [, setReloads] = useState(0);
  const visit = useMemo<Visit>(
    () => ({ url: location.pathname + location.search + location.hash, params }),
    [location, params],
  );
  const entry = store.read(route, location.key, visit);

  const reload = useCallback(() => {
    store.reload(route, location.key, visit);
    setReloads((count) => count + 1);
  }, [store, route, location.key, visit]);

  useEffect(() => {
    store.shown(location.key);
  }, [store, location.key]);

  // A page rendered ahead of time shows the build's data; the live answers replace it once adopted,
  // and what is shown stays until they arrive.
  const built = entry?.built === true;
  useEffect(() => {
    if (built) startTransition(reload);
  }, [built, reload]);

  return (
    <RouteDataContext value={{ data: entry?.data, reload }}>
      <PageErrorBoundary key={location.pathname}>{children}</PageErrorBoundary>
    </RouteDataContext>
  );
}

/**
 * The page's error (its render failed, or its code could not load) in its place, with a way on.
 * Keyed by address, so moving elsewhere leaves the error behind.
 */
export class PageErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: undefined };
  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('Unknown error') };
  }
  override render() {
    return this.state.error === undefined ? this.props.children : <RouteError error={this.state.error} />;
  }
}
