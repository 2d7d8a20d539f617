/**
 * The web build's weight: what a first visit to `/` downloads (and to `/hi/`, which adds the Hindi
 * translations the home page shows), and the heaviest route chunk.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { homeHtmlFile, measure } from '../scripts/measure-initial-js';
import { stylesheetOf } from '../web/prerender/page-html';
import { round } from './stats';

export interface WebFigure {
  initialJsBrotliKb: number;
  initialJsGzipKb: number;
  /** A first visit to `/hi/`: the same, with the Hindi pack (the shell's translations) and the home page's part. */
  hindiInitialJsBrotliKb: number;
  /** The page served for `/` itself (rendered at build time, its stylesheet inline), gzipped. */
  homeHtmlGzipKb: number;
  /** The one stylesheet, gzipped. */
  initialCssGzipKb: number;
  largestChunk: string;
  largestChunkGzipKb: number;
}

const root = join(__dirname, '..');
const dist = join(root, 'web', 'dist');
const gzipKb = (file: string) => round(gzipSync(readFileSync(file)).length / 1000, 2);
// As measure-initial-js counts: brotli at its highest quality, as the build's copies are made.
const brotliBytes = (file: string) =>
  brotliCompressSync(readFileSync(file), {
    params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
  }).length;

/** The chunks a Hindi home page fetches as it starts (web/src/i18n/catalogues.ts; named in web/vite.config.mts). */
const HINDI_START_CHUNKS = [/^hi-[\w-]{8}\.js$/, /^hi-home-[\w-]{8}\.js$/];

export function measureWeb(): WebFigure {
  execFileSync('npm', ['run', 'build:web', '--silent'], { cwd: root, stdio: 'ignore' });
  const { totalGzipBytes, totalBrotliBytes } = measure({ dist, route: 'home-page' });
  const homeHtml = homeHtmlFile(dist);
  const assets = readdirSync(join(dist, 'assets'));
  // One stylesheet serves every page: linked from the app shell, inline in the prerendered pages.
  const css = gzipKb(join(dist, stylesheetOf(readFileSync(join(dist, 'index.html'), 'utf8')).file));
  const chunks = assets
    .filter((name) => name.endsWith('.js') && !name.startsWith('index-'))
    .map((name) => ({ name, kb: gzipKb(join(dist, 'assets', name)) }))
    .sort((a, b) => b.kb - a.kb);
  const hindi = assets.filter((name) => HINDI_START_CHUNKS.some((chunk) => chunk.test(name)));
  if (hindi.length !== HINDI_START_CHUNKS.length)
    throw new Error(
      `Expected the Hindi pack and home chunks in web/dist/assets, found ${hindi.join(', ') || 'none'}`,
    );
  const hindiBytes = hindi.reduce((sum, name) => sum + brotliBytes(join(dist, 'assets', name)), 0);
  return {
    initialJsBrotliKb: round(totalBrotliBytes / 1000, 2),
    hindiInitialJsBrotliKb: round((totalBrotliBytes + hindiBytes) / 1000, 2),
    initialJsGzipKb: round(totalGzipBytes / 1000, 2),
    homeHtmlGzipKb: gzipKb(homeHtml),
    initialCssGzipKb: round(css, 2),
    largestChunk: chunks[0]?.name ?? '',
    largestChunkGzipKb: chunks[0]?.kb ?? 0,
  };
}
