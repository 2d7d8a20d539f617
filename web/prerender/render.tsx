/**
 * Renders one address of the app to HTML, as the browser would show it to a first-time visitor
 * (logged out), with the data its route loader fetches. Built by Vite for Node and run by
 * `prerender.ts` at build time.
 */
import type { UiLanguage } from '@shared/locale';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { Providers } from '../src/app/providers';
import { AppRoutes, pagesAt } from '../src/app/routes';
import { basenameOf, loadMessages, pathIn, setCurrentLanguage } from '../src/i18n';
import { forgetMessages } from '../src/i18n/catalogues';
import { type BuiltData, RouteDataProvider, RouteDataStore } from '../src/lib/route-data';

export interface RenderedPage {
  /** The tags React hoists into <head>: title, description, Open Graph. */
  head: string;
  /** The app's HTML, to go inside the root element. */
  body: string;
  /** What the browser's route data starts from, so hydration matches this HTML. */
  routeData: BuiltData;
}

/** Loaders hand their data over as promises; a page rendered ahead of time needs the values. */
async function settle(data: object): Promise<object> {
  const entries = await Promise.all(Object.entries(data).map(async ([key, value]) => [key, await value]));
  return Object.fromEntries(entries);
}

/** The data of the pages at `path`, by route id, loaded and settled. */
async function loadRouteData(path: string): Promise<BuiltData> {
  const routeData: BuiltData = {};
  for (const { page, params } of pagesAt(path)) {
    await page.code.preload();
    if (page.route.loader) routeData[page.route.id] = await settle(page.route.loader({ params }));
  }
  return routeData;
}

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  let html = '';
  for await (const chunk of stream) html += chunk.toString();
  return html;
}

/** Renders the app's page at `path` (`/course`) in `language`, at its address there (`/hi/course`). */
export async function renderPage(path: string, language: UiLanguage): Promise<RenderedPage> {
  // One page at a time: the language is the page's for as long as it renders.
  setCurrentLanguage(language);
  // Only what the browser loads for this page (the shell's part, and its route's as its code is
  // preloaded): the texts then come out as in the browser's first render, which must match them.
  forgetMessages();
  await loadMessages(language, ['shell']);
  const routeData = await loadRouteData(path);
  const store = new RouteDataStore(routeData);
  // React writes the tags it hoists (title, meta, preloads) ahead of the first element, here the
  // root. No wrapper with siblings: element ids (useId) follow the tree's shape and must come out as
  // they do in the browser.
  const { prelude } = await prerenderToNodeStream(
    <div id="root">
      <Providers>
        <StaticRouter location={pathIn(language, path)} basename={basenameOf(language) || undefined}>
          <RouteDataProvider store={store}>
            <AppRoutes />
          </RouteDataProvider>
        </StaticRouter>
      </Providers>
    </div>,
    // Whole boundaries in place: a large one would otherwise be moved to the end of the document
    // with an inline script to put it back, which the Content-Security-Policy would block.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await streamToString(prelude);
  const rootStart = html.indexOf('<div id="root">');
  if (rootStart < 0 || !html.endsWith('</div>')) throw new Error(`${path}: unexpected HTML around the root`);
  const head = html.slice(0, rootStart);
  const body = html.slice(rootStart + '<div id="root">'.length, -'</div>'.length);
  return { head, body, routeData };
}
