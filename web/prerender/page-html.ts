/**
 * Puts a rendered page into the built index.html: its head tags, its HTML and its route data, and
 * the stylesheet inline, so the first paint waits for no other request (the whole stylesheet is about
 * 7 kB compressed; later pages need no other).
 */
import { ROUTE_DATA_ID } from '../src/app/route-data';
import type { RenderedPage } from './render';

/** JSON that cannot end the element it sits in, whatever the data says. */
const scriptSafeJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

function replaceOnce(html: string, pattern: RegExp | string, replacement: string): string {
  const found = typeof pattern === 'string' ? html.includes(pattern) : pattern.test(html);
  if (!found) throw new Error(`The built index.html has no ${String(pattern)}`);
  return html.replace(pattern, () => replacement);
}

/** The stylesheet link of the built index.html, and the file it names (relative to the build). */
export function stylesheetOf(template: string): { link: string; file: string } {
  const found = /<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/.exec(template);
  if (!found) throw new Error('The built index.html links no stylesheet');
  return { link: found[0], file: found[1]! };
}

export function pageHtml(template: string, page: RenderedPage, css: string): string {
  if (/<\/style/i.test(css)) throw new Error('The stylesheet cannot be inlined: it contains </style');
  let html = replaceOnce(template, stylesheetOf(template).link, `<style>${css}</style>`);
  // The page's own title and description replace the site's defaults.
  if (page.head.includes('<title>')) html = replaceOnce(html, /\s*<title>[\s\S]*?<\/title>/, '');
  if (page.head.includes('<meta name="description"'))
    html = replaceOnce(html, /\s*<meta name="description"[^>]*>/, '');
  html = replaceOnce(html, '</head>', `  ${page.head}\n  </head>`);
  return replaceOnce(
    html,
    '<div id="root"></div>',
    `<div id="root">${page.body}</div>\n    <script type="application/json" id="${ROUTE_DATA_ID}">${scriptSafeJson(page.routeData)}</script>`,
  );
}
