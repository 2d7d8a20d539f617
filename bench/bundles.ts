/**
 * Per-function bundle size and cold-start cost. Each manifest handler is bundled the way the CDK
 * stack bundles it (infra/constructs/bundling.ts), then loaded in fresh Node processes: the time to
 * require the module is what a cold start pays before the handler runs.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { httpRoutes, wsRoutes } from '../functions/routes';
import { median, round } from './stats';

export interface BundleFigure {
  handler: string;
  minifiedKb: number;
  gzipKb: number;
  coldLoadMsMedian: number;
}

const root = join(__dirname, '..');
// Inside the repository so a bundle's externals (none today) would resolve like in Lambda.
const outDir = join(root, 'bench', '.out', 'bundles');

function loadTimeMs(file: string): number {
  const script = `const t=process.hrtime.bigint();require(${JSON.stringify(file)});process.stdout.write(String(Number(process.hrtime.bigint()-t)/1e6))`;
  return Number(
    execFileSync(process.execPath, ['-e', script], {
      env: {
        ...process.env,
        AWS_REGION: 'us-east-1',
        TABLE_NAME: 'bench',
        AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
      },
    }).toString(),
  );
}

export async function measureBundles(runs = 5): Promise<BundleFigure[]> {
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  const handlers = [...new Set([...httpRoutes, ...wsRoutes].map((r) => r.handler))].sort();
  const figures: BundleFigure[] = [];
  for (const handler of handlers) {
    const outfile = join(outDir, `${handler.replace(/\//g, '__')}.js`);
    await build({
      entryPoints: [join(root, 'functions', `${handler}.ts`)],
      outfile,
      bundle: true,
      minify: true,
      platform: 'node',
      target: 'node22',
      format: 'cjs',
      logLevel: 'error',
    });
    const code = readFileSync(outfile);
    const samples = Array.from({ length: runs }, () => loadTimeMs(outfile));
    figures.push({
      handler,
      minifiedKb: round(code.length / 1024),
      gzipKb: round(gzipSync(code).length / 1024),
      coldLoadMsMedian: round(median(samples)),
    });
  }
  return figures;
}
