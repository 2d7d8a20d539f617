/** The web build's weight: what a first visit to `/` downloads, and the heaviest route chunk. */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { homeHtmlFile, measure } from '../scripts/measure-initial-js';
import { round } from './stats';

export interface WebFigure {
  initialJsBrotliKb: number;
  initialJsGzipKb: number;
  /** The page served for `/` itself (rendered at build time), gzipped. */
  homeHtmlGzipKb: number;
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
  const html = readFileSync(homeHtml, 'utf8');
  const assets = readdirSync(join(dist, 'assets'));
  // One stylesheet serves every page (no per-route CSS), linked from the page itself.
  const linked = [...html.matchAll(/<link\b[^>]*rel="stylesheet"[^>]*href="\/([^"]+)"/g)].map((m) => m[1]!);
  const css = linked.reduce((sum, file) => sum + gzipKb(join(dist, file)), 0);
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
