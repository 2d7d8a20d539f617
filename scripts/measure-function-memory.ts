/**
 * `npx tsx scripts/measure-function-memory.ts`: the memory each route's function needs, measured
 * rather than guessed. Every route's entry (infra/route-entries.ts) is bundled the way the stack
 * bundles it (`routeBundleOptions`: minified CommonJS with the locked AWS SDK) and loaded in a fresh
 * Node process, which then reports its resident memory; an empty Node process is the baseline.
 * Lambda bills memory in steps of 1 MB from 128 MB, so this tells whether a route fits a smaller
 * size (docs/deploy.md).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { basename, join } from 'node:path';
import { build } from 'esbuild';
import { routeBundleOptions } from '../infra/constructs/route-function';
import { writeRouteEntries } from '../infra/route-entries';

const root = join(__dirname, '..');
const outDir = join(root, 'cdk.out', 'memory');

/** Resident memory in MB of a fresh Node process after requiring `file` (nothing when omitted). */
function residentMb(file?: string): number {
  const load = file ? `require(${JSON.stringify(file)});` : '';
  const script = `${load}global.gc?.();process.stdout.write(String(process.memoryUsage().rss/1048576))`;
  const output = execFileSync(process.execPath, ['--expose-gc', '-e', script], {
    env: {
      ...process.env,
      AWS_REGION: 'us-east-1',
      TABLE_NAME: 'measure',
      LOG_LEVEL: 'silent',
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    },
  });
  return Number(output.toString());
}

async function main(): Promise<void> {
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  const baseline = residentMb();
  const entries = [...writeRouteEntries().values()].map((entry) => entry.file).sort();
  const rows: Array<{ handler: string; rssMb: number }> = [];
  for (const entry of entries) {
    const handler = basename(entry, '.ts');
    const outfile = join(outDir, `${handler}.js`);
    await build(routeBundleOptions(entry, outfile));
    rows.push({ handler, rssMb: residentMb(outfile) });
  }
  rmSync(outDir, { recursive: true, force: true });
  console.log(`Empty Node process: ${baseline.toFixed(0)} MB resident`);
  for (const row of rows) console.log(`${row.handler.padEnd(36)} ${row.rssMb.toFixed(0).padStart(4)} MB`);
  const largest = Math.max(...rows.map((row) => row.rssMb));
  console.log(`Largest after load: ${largest.toFixed(0)} MB`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
