/**
 * Puts a rendered page into the built index.html: its head tags, its HTML and its route data, and
 * the stylesheet inline, so the first paint waits for no other request (the whole stylesheet is about
 * 7 kB compressed; later pages need no other).
 */
import { DEFAULT_UI_LANGUAGE, UI_LANGUAGES, type UiLanguage } from '../../shared/locale';
import { ROUTE_DATA_ID } from '../src/app/route-data';
import { pathIn } from '../src/i18n/language';
import type { RenderedPage } from './render';

/** Where a page is: its app path (`/course`) and the language it is rendered in. */
export interface PagePlace {
  path: string;
  language: UiLanguage;
  /**
   * The site's address (`https://learnfree.example`): the alternates need fully qualified URLs, so
   * a build that does not know its domain leaves them to the app (app/language-alternates.ts).
   */
  siteUrl?: string;
}

/**
 * The notice for a browser without JavaScript, which index.html writes in English: a page in
 * another language says it in that language.
 */
const NO_SCRIPT_NOTICE: Partial<Record<UiLanguage, string>> = {
  hi: 'LearnFree पर लॉग इन, साइन अप, एनरोल करने और अपनी प्रगति सहेजने के लिए JavaScript ज़रूरी है। इसे चालू करें, फिर पेज रीलोड करें।',
};

/**
 * The same page in each language, and `x-default` (English, for a reader of neither), as search
 * engines read it: every language version lists all of them, itself included.
 */
export function alternateLinks({ path, siteUrl }: PagePlace): string {
  if (!siteUrl) return '';
  const link = (hreflang: string, language: UiLanguage) =>
    `<link rel="alternate" hreflang="${hreflang}" href="${siteUrl}${pathIn(language, path)}" />`;
  return [
    ...UI_LANGUAGES.map((language) => link(language, language)),
    link('x-default', DEFAULT_UI_LANGUAGE),
  ].join('');
}

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

export function pageHtml(template: string, page: RenderedPage, css: string, place: PagePlace): string {
  if (/<\/style/i.test(css)) throw new Error('The stylesheet cannot be inlined: it contains </style');
  let html = replaceOnce(template, stylesheetOf(template).link, `<style>${css}</style>`);
  html = replaceOnce(html, /<html lang="[^"]*">/, `<html lang="${place.language}">`);
  const notice = NO_SCRIPT_NOTICE[place.language];
  const noScript = /<p class="noscript-notice"[^>]*>[\s\S]*?<\/p>/.exec(html)?.[0];
  if (notice && noScript) html = replaceOnce(html, noScript, noScript.replace(/>[\s\S]*<\//, `>${notice}</`));
  // The page's own title and description replace the site's defaults.
  if (page.head.includes('<title>')) html = replaceOnce(html, /\s*<title>[\s\S]*?<\/title>/, '');
  if (page.head.includes('<meta name="description"'))
    html = replaceOnce(html, /\s*<meta name="description"[^>]*>/, '');
  html = replaceOnce(html, '</head>', `  ${page.head}${alternateLinks(place)}\n  </head>`);
  return replaceOnce(
    html,
    '<div id="root"></div>',
    `<div id="root">${page.body}</div>\n    <script type="application/json" id="${ROUTE_DATA_ID}">${scriptSafeJson(page.routeData)}</script>`,
  );
}
