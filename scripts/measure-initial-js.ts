/**
 * The JavaScript a first visit to `/` downloads, gzipped: the entry script and the modules that
 * web/dist/index.html preloads, plus the home route's chunk and the chunks it imports statically.
 * Run after `npm run build:web`:
 *
 *   npx tsx scripts/measure-initial-js.ts            # a table and the total
 *   npx tsx scripts/measure-initial-js.ts --json     # {"files":[...],"totalGzipBytes":...,"budgetBytes":...}
 *
 * Options: --dist <dir> (default web/dist), --route <chunk name> (default home-page),
 * --budget <kB> (default 120). Exits with 1 when the total is over the budget.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, posix, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

interface Options {
  dist: string;
  route: string;
  budgetKb: number;
  json: boolean;
}

function parseArgs(argv: string[]): Options {
  const value = (name: string, fallback: string) => {
    const i = argv.indexOf(name);
    return i >= 0 && argv[i + 1] ? argv[i + 1]! : fallback;
  };
  return {
    dist: resolve(value('--dist', 'web/dist')),
    route: value('--route', 'home-page'),
    budgetKb: Number(value('--budget', '120')),
    json: argv.includes('--json'),
  };
}

/** Paths (relative to dist) of the module script and the modulepreload links in index.html. */
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

/** The files, in load order, with their gzip sizes; each file counted once. */
export function measure({ dist, route }: Pick<Options, 'dist' | 'route'>) {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const assets = readdirSync(join(dist, 'assets'));
  const routeChunk = assets.find((name) => name.startsWith(`${route}-`) && name.endsWith('.js'));
  if (!routeChunk) throw new Error(`No chunk named ${route}-*.js in ${dist}/assets`);

  const seen = new Set<string>();
  const files: Array<{ file: string; role: 'entry' | 'route'; bytes: number; gzipBytes: number }> = [];
  const visit = (file: string, role: 'entry' | 'route') => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(join(dist, file));
    files.push({ file, role, bytes: code.length, gzipBytes: gzipSync(code).length });
    for (const imported of staticImports(code.toString('utf8')))
      visit(posix.normalize(posix.join(posix.dirname(file), imported)), role);
  };
  for (const file of entryFiles(html)) visit(file, 'entry');
  visit(`assets/${routeChunk}`, 'route');
  return { files, totalGzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0) };
}

function main(): void {
  const options = parseArgs(process.argv.slice(2));
  if (!existsSync(join(options.dist, 'index.html'))) {
    console.error(`No build in ${options.dist}: run npm run build:web first.`);
    process.exit(2);
  }
  const { files, totalGzipBytes } = measure(options);
  const budgetBytes = options.budgetKb * 1000;
  if (options.json) {
    console.log(JSON.stringify({ route: '/', files, totalGzipBytes, budgetBytes }, null, 2));
  } else {
    const kb = (bytes: number) => `${(bytes / 1000).toFixed(2)} kB`;
    for (const f of files)
      console.log(
        `${f.role.padEnd(6)} ${f.file.padEnd(44)} ${kb(f.bytes).padStart(11)}  gzip ${kb(f.gzipBytes).padStart(9)}`,
      );
    console.log(`initial JS for /: ${kb(totalGzipBytes)} gzip (budget ${options.budgetKb} kB)`);
  }
  if (totalGzipBytes > budgetBytes) process.exit(1);
}

if (require.main === module) main();
