/**
 * The app paths the web build rendered ahead of time (web/prerender): `prerendered/about/index.html`
 * is the page for `/about`, `prerendered/index.html` the one for `/`. Read at synth, so the viewer
 * function knows exactly the pages of the build it deploys.
 */
import { existsSync, readdirSync } from 'node:fs';
import { basename, dirname, join, sep } from 'node:path';

export function prerenderedPages(webDist: string): string[] {
  const dir = join(webDist, 'prerendered');
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => basename(file) === 'index.html')
    .map((file) => {
      const folder = dirname(file);
      return folder === '.' ? '/' : `/${folder.split(sep).join('/')}`;
    })
    .sort();
}
