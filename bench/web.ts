/** The web build's weight: what a first visit to `/` downloads, and the heaviest route chunk. */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { measure } from '../scripts/measure-initial-js';
import { round } from './stats';

export interface WebFigure {
  initialJsGzipKb: number;
  initialCssGzipKb: number;
  largestChunk: string;
  largestChunkGzipKb: number;
}

const root = join(__dirname, '..');
const dist = join(root, 'web', 'dist');
const gzipKb = (file: string) => round(gzipSync(readFileSync(file)).length / 1000, 2);

export function measureWeb(): WebFigure {
  execFileSync('npm', ['run', 'build:web', '--silent'], { cwd: root, stdio: 'ignore' });
  const { totalGzipBytes } = measure({ dist, route: 'home-page' });
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const assets = readdirSync(join(dist, 'assets'));
  // The stylesheet index.html links, plus the home route's own (Vite loads it with the chunk).
  const linked = [...html.matchAll(/<link\b[^>]*rel="stylesheet"[^>]*href="\/([^"]+)"/g)].map((m) => m[1]!);
  const homeCss = assets
    .filter((name) => name.startsWith('home-page-') && name.endsWith('.css'))
    .map((n) => `assets/${n}`);
  const css = [...linked, ...homeCss].reduce((sum, file) => sum + gzipKb(join(dist, file)), 0);
  const chunks = assets
    .filter((name) => name.endsWith('.js') && !name.startsWith('index-'))
    .map((name) => ({ name, kb: gzipKb(join(dist, 'assets', name)) }))
    .sort((a, b) => b.kb - a.kb);
  return {
    initialJsGzipKb: round(totalGzipBytes / 1000, 2),
    initialCssGzipKb: round(css, 2),
    largestChunk: chunks[0]?.name ?? '',
    largestChunkGzipKb: chunks[0]?.kb ?? 0,
  };
}
