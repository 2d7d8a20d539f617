/** Puts a rendered page into the built index.html: its head tags, its HTML and its route data. */
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

export function pageHtml(template: string, page: RenderedPage): string {
  let html = template;
  // The page's own title and description replace the site's defaults.
  if (page.head.includes('<title>')) html = replaceOnce(html, /\s*<title>[\s\S]*?<\/title>/, '');
  if (page.head.includes('<meta name="description"'))
    html = replaceOnce(html, /\s*<meta name="description"[^>]*>/, '');
  html = replaceOnce(html, '</head>', `  ${page.head}\n  </head>`);
  return replaceOnce(
    html,
    '<div id="root"></div>',
    `<div id="root">${page.body}</div>\n    <script type="application/json" id="${ROUTE_DATA_ID}">${scriptSafeJson(page.hydrationData)}</script>`,
  );
}
