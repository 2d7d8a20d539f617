/** The web build's weight: what a first visit to `/` downloads, and the heaviest route chunk. */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { homeHtmlFile, measure } from '../scripts/measure-initial-js';
import { stylesheetOf } from '../web/prerender/page-html';
import { round } from './stats';

export interface WebFigure {
  initialJsBrotliKb: number;
  initialJsGzipKb: number;
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
  return {
    initialJsBrotliKb: round(totalBrotliBytes / 1000, 2),
    initialJsGzipKb: round(totalGzipBytes / 1000, 2),
    homeHtmlGzipKb: gzipKb(homeHtml),
    initialCssGzipKb: round(css, 2),
    largestChunk: chunks[0]?.name ?? '',
    largestChunkGzipKb: chunks[0]?.kb ?? 0,
  };
}
