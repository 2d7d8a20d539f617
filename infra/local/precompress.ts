/**
 * Brotli and gzip copies of the web build's text files, made once at the end of `npm run build:web`
 * (`x.js` gets `x.js.br` and `x.js.gz`; the pages rendered at build time included), so the local
 * gateway serves them compressed as CloudFront does, without compressing on every request. Like
 * CloudFront, only files of at least 1,000 bytes are compressed, and a copy is kept only when it is
 * smaller.
 *
 *   npx tsx infra/local/precompress.ts [dir]      # default web/dist
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join, relative, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { type Encoding, PRECOMPRESSED } from '../constructs/site-headers';

const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.svg',
  '.txt',
  '.xml',
  '.webmanifest',
  '.ico',
]);
/** CloudFront compresses files from 1,000 bytes on. */
const MIN_BYTES = 1_000;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(path) : [path];
  });
}

/**
 * Brotli's best quality for scripts and styles, whose bytes on the wire the page-weight budgets
 * measure. Pages get quality 10: the pages rendered at build time are most of the bytes (5.3 of
 * 6.1 MB), and for them 11 costs three times the CPU of 10 (8.3 s against 3.0 s for the whole build)
 * to save 2 %. The deployed site is compressed by CloudFront itself, at a level of its own.
 */
const brotliQuality = (file: string) => (extname(file) === '.html' ? 10 : constants.BROTLI_MAX_QUALITY);

const compressors: Record<Encoding, (data: Buffer, file: string) => Buffer> = {
  br: (data, file) =>
    brotliCompressSync(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: brotliQuality(file),
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
  gzip: (data) => gzipSync(data, { level: constants.Z_BEST_COMPRESSION }),
};

/** Writes the compressed copies of every compressible file under `dir`; returns how many it wrote. */
export function precompress(dir: string): number {
  let written = 0;
  for (const file of filesUnder(dir)) {
    if (!COMPRESSIBLE.has(extname(file)) || statSync(file).size < MIN_BYTES) continue;
    const data = readFileSync(file);
    for (const { encoding, suffix } of PRECOMPRESSED) {
      const compressed = compressors[encoding](data, file);
      if (compressed.length >= data.length) continue;
      writeFileSync(file + suffix, compressed);
      written++;
    }
  }
  return written;
}

if (require.main === module) {
  const dir = resolve(process.argv[2] ?? join(__dirname, '..', '..', 'web', 'dist'));
  console.log(
    `Compressed ${precompress(dir)} copies (brotli and gzip) in ${relative(process.cwd(), dir) || '.'}/`,
  );
}
