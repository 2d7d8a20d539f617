/**
 * Renders one address of the app to HTML, as the browser would show it to a first-time visitor
 * (logged out), with the data its route loaders fetch. Built by Vite for Node and run by
 * `prerender.ts` at build time.
 */
import { prerenderToNodeStream } from 'react-dom/static';
import {
  createStaticHandler,
  createStaticRouter,
  type HydrationState,
  StaticRouterProvider,
} from 'react-router-dom';
import { Providers } from '../src/app/providers';
import { routes } from '../src/app/routes';

export interface RenderedPage {
  /** The tags React hoists into <head>: title, description, Open Graph. */
  head: string;
  /** The app's HTML, to go inside the root element. */
  body: string;
  /** What the browser's router starts from, so hydration matches this HTML. */
  hydrationData: HydrationState;
}

/** Loaders hand their data over as promises; a page rendered ahead of time needs the values. */
async function settle(loaderData: Record<string, unknown>): Promise<Record<string, unknown>> {
  const settled: Record<string, unknown> = {};
  for (const [routeId, data] of Object.entries(loaderData)) {
    if (data === null || typeof data !== 'object') {
      settled[routeId] = data;
      continue;
    }
    const entries = await Promise.all(Object.entries(data).map(async ([key, value]) => [key, await value]));
    settled[routeId] = Object.fromEntries(entries);
  }
  return settled;
}

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  let html = '';
  for await (const chunk of stream) html += chunk.toString();
  return html;
}

export async function renderPage(path: string): Promise<RenderedPage> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`${path} answers ${context.status}, not a page`);
  if (context.errors) throw new Error(`${path} failed to load: ${JSON.stringify(context.errors)}`);
  const loaderData = await settle(context.loaderData);
  const settledContext = { ...context, loaderData };
  const router = createStaticRouter(handler.dataRoutes, settledContext);
  // React writes the tags it hoists (title, meta, preloads) ahead of the first element, here the
  // root. No wrapper with siblings: element ids (useId) follow the tree's shape and must come out as
  // they do in the browser.
  const { prelude } = await prerenderToNodeStream(
    <div id="root">
      <Providers>
        <StaticRouterProvider router={router} context={settledContext} hydrate={false} />
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
  return { head, body, hydrationData: { loaderData, actionData: null, errors: null } };
}
