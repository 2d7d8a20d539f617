/**
 * Per-function bundle size and cold-start cost. Each manifest handler is bundled the way the CDK
 * stack bundles it (infra/constructs/route-function.ts: minified CommonJS, the AWS SDK left to the
 * Lambda runtime), then loaded in fresh Node processes: the time to require the module is what a
 * cold start pays before the handler runs. The same handler with the SDK bundled in is loaded beside
 * it, which is the evidence for leaving the SDK out.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { basename, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { writeRouteEntries } from '../infra/route-entries';
import { median, round } from './stats';

export interface BundleFigure {
  handler: string;
  minifiedKb: number;
  gzipKb: number;
  coldLoadMsMedian: number;
  /** The same handler with the AWS SDK bundled in. */
  sdkBundledKb: number;
  sdkBundledLoadMsMedian: number;
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
  // The entries the stack deploys: each wraps one handler function as its manifest entry says.
  const entries = new Map(
    [...writeRouteEntries().values()].map((entry) => [basename(entry.file, '.ts'), entry.file]),
  );
  const handlers = [...entries.keys()].sort();
  const figures: BundleFigure[] = [];
  const bundle = async (handler: string, sdkExternal: boolean) => {
    const outfile = join(outDir, `${handler}${sdkExternal ? '' : '.sdk'}.js`);
    await build({
      entryPoints: [entries.get(handler)!],
      outfile,
      bundle: true,
      minify: true,
      platform: 'node',
      target: 'node22',
      format: 'cjs',
      external: sdkExternal ? ['@aws-sdk/*'] : [],
      logLevel: 'error',
    });
    return { outfile, code: readFileSync(outfile) };
  };
  for (const handler of handlers) {
    const deployed = await bundle(handler, true);
    const withSdk = await bundle(handler, false);
    // Interleaved so a burst of load on the machine hits both variants alike.
    const deployedMs: number[] = [];
    const withSdkMs: number[] = [];
    for (let i = 0; i < runs; i++) {
      deployedMs.push(loadTimeMs(deployed.outfile));
      withSdkMs.push(loadTimeMs(withSdk.outfile));
    }
    figures.push({
      handler,
      minifiedKb: round(deployed.code.length / 1024),
      gzipKb: round(gzipSync(deployed.code).length / 1024),
      coldLoadMsMedian: round(median(deployedMs)),
      sdkBundledKb: round(withSdk.code.length / 1024),
      sdkBundledLoadMsMedian: round(median(withSdkMs)),
    });
  }
  return figures;
}
