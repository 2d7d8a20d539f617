/**
 * The second step of `npm run build:web`: renders the public pages (home, about, the legal texts,
 * login, register, the catalogue and every course of the seed catalogue) to HTML in
 * web/dist/prerendered/<path>/index.html. The first paint needs no JavaScript, search engines and
 * link previews see each page's title and description, and React hydrates what is there.
 *
 * Any other address, a course approved after the build included, gets the app shell
 * (web/dist/index.html) and renders in the browser.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { UI_LANGUAGES } from '../../shared/locale';
import { paths } from '../src/config/paths';
import { pathIn } from '../src/i18n/language';
import { catalogueApi, seedCourses } from './catalogue-api';
import { pageHtml, stylesheetOf } from './page-html';
import type { renderPage as RenderPage } from './render';

const ROOT = resolve(__dirname, '..', '..');
const DIST = join(ROOT, 'web', 'dist');
export const PRERENDERED_DIR = join(DIST, 'prerendered');
const SEED_FILE = join(ROOT, 'infra', 'seed', 'catalogue.json');
/** The site's address, when the build knows it, for the pages' fully qualified alternate links. */
const SITE_URL = process.env.SITE_URL?.replace(/\/+$/, '');

const PUBLIC_PAGES = [
  paths.home,
  paths.about,
  paths.terms,
  paths.privacy,
  paths.login(),
  paths.register,
  paths.courses,
];

/** Builds render.tsx for Node, with every dependency inside, in a folder of its own. */
async function buildRenderer(outDir: string): Promise<typeof RenderPage> {
  await build({
    configFile: join(ROOT, 'web', 'vite.config.mts'),
    logLevel: 'warn',
    ssr: { noExternal: true },
    build: {
      ssr: join(ROOT, 'web', 'prerender', 'render.tsx'),
      outDir,
      emptyOutDir: true,
      sourcemap: false,
      copyPublicDir: false,
      rollupOptions: { output: { entryFileNames: '[name].mjs', chunkFileNames: '[name]-[hash].mjs' } },
    },
  });
  const module = (await import(pathToFileURL(join(outDir, 'render.mjs')).href)) as {
    renderPage: typeof RenderPage;
  };
  return module.renderPage;
}

async function main(): Promise<void> {
  const template = readFileSync(join(DIST, 'index.html'), 'utf8');
  const css = readFileSync(join(DIST, stylesheetOf(template).file), 'utf8');
  const serverDir = mkdtempSync(join(tmpdir(), 'learnfree-prerender-'));
  try {
    const renderPage = await buildRenderer(serverDir);
    const courses = seedCourses(SEED_FILE);
    const api = catalogueApi(courses);
    globalThis.fetch = api.fetch;
    rmSync(PRERENDERED_DIR, { recursive: true, force: true });
    const pages = [...PUBLIC_PAGES, ...courses.map((course) => paths.courseDetail(course._id))];
    // Every page in every language: English at its path, Hindi under /hi (docs/translating.md).
    for (const language of UI_LANGUAGES)
      for (const path of pages) {
        const page = await renderPage(path, language);
        if (api.unanswered.length > 0)
          throw new Error(
            `${path} asked ${api.unanswered.join(', ')}: add the answer to web/prerender/catalogue-api.ts`,
          );
        const dir = join(PRERENDERED_DIR, pathIn(language, path));
        mkdirSync(dir, { recursive: true });
        writeFileSync(
          join(dir, 'index.html'),
          pageHtml(template, page, css, { path, language, siteUrl: SITE_URL }),
        );
      }
    console.log(
      `Prerendered ${pages.length} pages in ${UI_LANGUAGES.length} languages into ${PRERENDERED_DIR.slice(ROOT.length + 1)}/`,
    );
  } finally {
    rmSync(serverDir, { recursive: true, force: true });
  }
}

if (require.main === module)
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
