/**
 * The JavaScript a first visit to `/` downloads, compressed as it crosses the wire: the entry script
 * and the modules preloaded by the HTML served for `/` (the page rendered at build time,
 * web/dist/prerendered/index.html, or the app shell when there is none), plus the home route's
 * chunk and the chunks it imports statically. Chunks loaded later (`import()`) are not counted.
 * Run after `npm run build:web`:
 *
 *   npx tsx scripts/measure-initial-js.ts            # a table and the totals
 *   npx tsx scripts/measure-initial-js.ts --json     # {"files":[...],"totalGzipBytes":...,"totalBrotliBytes":...}
 *
 * Options: --dist <dir> (default web/dist), --route <chunk name> (default home-page),
 * --budget <kB> (default 91), --encoding br|gzip (default br: every current browser accepts brotli,
 * and CloudFront and the local gateway serve it to them). Exits with 1 when the total in that
 * encoding is over the budget.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, posix, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

type Encoding = 'br' | 'gzip';

interface Options {
  dist: string;
  route: string;
  budgetKb: number;
  encoding: Encoding;
  json: boolean;
}

function parseArgs(argv: string[]): Options {
  const value = (name: string, fallback: string) => {
    const i = argv.indexOf(name);
    return i >= 0 && argv[i + 1] ? argv[i + 1]! : fallback;
  };
  const encoding = value('--encoding', 'br');
  if (encoding !== 'br' && encoding !== 'gzip') throw new Error('--encoding is br or gzip');
  return {
    dist: resolve(value('--dist', 'web/dist')),
    route: value('--route', 'home-page'),
    budgetKb: Number(value('--budget', '91')),
    encoding,
    json: argv.includes('--json'),
  };
}

/** Paths (relative to dist) of the module script and the modulepreload links in an HTML page. */
export function entryFiles(html: string): string[] {
  const scripts = [...html.matchAll(/<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1]!);
  const preloads = [...html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g)].map(
    (m) => m[1]!,
  );
  return [...scripts, ...preloads].map((path) => path.replace(/^\//, ''));
}

/** Relative paths a built chunk imports statically (`import … from "./x.js"`), not `import("./x.js")`. */
export function staticImports(code: string): string[] {
  const found = code.matchAll(/\b(?:import|export)\s*(?:[^'"`()]*?\bfrom\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g);
  return [...found].map((m) => m[1]!);
}

/** The HTML a visitor of `/` gets: the prerendered home when the build made one. */
export function homeHtmlFile(dist: string): string {
  const prerendered = join(dist, 'prerendered', 'index.html');
  return existsSync(prerendered) ? prerendered : join(dist, 'index.html');
}

// Compressed as the CDN and the gateway store them: brotli at its highest quality, gzip at level 9.
const brotli = (code: Buffer) =>
  brotliCompressSync(code, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } })
    .length;
const gzip = (code: Buffer) => gzipSync(code, { level: 9 }).length;

/** The files, in load order, with their sizes; each file counted once. */
export function measure({ dist, route }: Pick<Options, 'dist' | 'route'>) {
  const html = readFileSync(homeHtmlFile(dist), 'utf8');
  const assets = readdirSync(join(dist, 'assets'));
  const routeChunk = assets.find((name) => name.startsWith(`${route}-`) && name.endsWith('.js'));
  if (!routeChunk) throw new Error(`No chunk named ${route}-*.js in ${dist}/assets`);

  const seen = new Set<string>();
  const files: Array<{
    file: string;
    role: 'entry' | 'route';
    bytes: number;
    gzipBytes: number;
    brotliBytes: number;
  }> = [];
  const visit = (file: string, role: 'entry' | 'route') => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(join(dist, file));
    files.push({ file, role, bytes: code.length, gzipBytes: gzip(code), brotliBytes: brotli(code) });
    for (const imported of staticImports(code.toString('utf8')))
      visit(posix.normalize(posix.join(posix.dirname(file), imported)), role);
  };
  for (const file of entryFiles(html)) visit(file, 'entry');
  visit(`assets/${routeChunk}`, 'route');
  const total = (key: 'gzipBytes' | 'brotliBytes') => files.reduce((sum, f) => sum + f[key], 0);
  return { files, totalGzipBytes: total('gzipBytes'), totalBrotliBytes: total('brotliBytes') };
}

function main(): void {
  const options = parseArgs(process.argv.slice(2));
  if (!existsSync(join(options.dist, 'index.html'))) {
    console.error(`No build in ${options.dist}: run npm run build:web first.`);
    process.exit(2);
  }
  const { files, totalGzipBytes, totalBrotliBytes } = measure(options);
  const budgetBytes = options.budgetKb * 1000;
  const checked = options.encoding === 'br' ? totalBrotliBytes : totalGzipBytes;
  if (options.json) {
    console.log(
      JSON.stringify(
        { route: '/', files, totalGzipBytes, totalBrotliBytes, encoding: options.encoding, budgetBytes },
        null,
        2,
      ),
    );
  } else {
    const kb = (bytes: number) => `${(bytes / 1000).toFixed(2)} kB`;
    for (const f of files)
      console.log(
        `${f.role.padEnd(6)} ${f.file.padEnd(44)} ${kb(f.bytes).padStart(11)}  gzip ${kb(f.gzipBytes).padStart(9)}  br ${kb(f.brotliBytes).padStart(9)}`,
      );
    console.log(
      `initial JS for /: ${kb(totalBrotliBytes)} brotli, ${kb(totalGzipBytes)} gzip (budget ${options.budgetKb} kB ${options.encoding})`,
    );
  }
  if (checked > budgetBytes) process.exit(1);
}

if (require.main === module) main();
