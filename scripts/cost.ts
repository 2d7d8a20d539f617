/**
 * `npm run cost -- --learners 100000 [--waf] [--on-demand] [--stage prod] [--counts <file>]`: the
 * monthly bill per service at list price, with and without the always-free tier, from the scripted
 * learner's measured counts (bench/cost-counts.json, written by `npm run bench -- cost`) and the usage
 * profile in scripts/lib/cost-model.ts. The WAF line is added with `--waf` or when the stage file
 * (infra/stages/<stage>.json) has `"waf": true`; the table is priced on demand with `--on-demand` or
 * when the stage file has `"tableCapacity": "on-demand"`, provisioned otherwise, as deployed. Prints a
 * Markdown table (docs/deploy.md pastes it) and ends with the two totals.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  type BillLine,
  callsPerLessonHour,
  type Measured,
  monthlyBill,
  PROFILE,
  totals,
} from './lib/cost-model';

const root = join(__dirname, '..');
const argv = process.argv.slice(2);
const option = (name: string) => (argv.includes(name) ? argv[argv.indexOf(name) + 1] : undefined);

const money = (value: number) => `$${value.toFixed(2)}`;

function billTable(lines: readonly BillLine[]): string {
  const rows = [
    '| Item | Quantity | List price | With the free tier |',
    '| ---- | -------- | ---------- | ------------------ |',
    ...lines.map((l) => `| ${l.item} | ${l.quantity} | ${money(l.list)} | ${money(l.free)} |`),
  ];
  return rows.join('\n');
}

/** The stage file's settings that change the bill; none without the file. */
function stageFile(stage: string): { waf?: boolean; tableCapacity?: string } {
  const file = join(root, 'infra', 'stages', `${stage}.json`);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
}

function main(): void {
  const learners = Number(option('--learners') ?? 100_000);
  if (!Number.isFinite(learners) || learners < 0) throw new Error('--learners takes a number of learners');
  const countsFile = option('--counts') ?? join(root, 'bench', 'cost-counts.json');
  if (!existsSync(countsFile)) throw new Error(`No counts in ${countsFile}: run npm run bench -- cost first`);
  const measured = JSON.parse(readFileSync(countsFile, 'utf8')) as Measured & { date: string };
  const stage = stageFile(option('--stage') ?? 'prod');
  const waf = argv.includes('--waf') || stage.waf === true;
  const capacity =
    argv.includes('--on-demand') || stage.tableCapacity === 'on-demand' ? 'on-demand' : 'provisioned';
  const lines = monthlyBill(measured, { learners, waf, capacity });
  const total = totals(lines);
  console.log(
    `Monthly bill at ${learners.toLocaleString('en-US')} learners, us-east-1 list prices, from the counts of ${
      measured.date
    } (saves every ${measured.saveEveryMs / 1000} s: ${callsPerLessonHour(measured)} API calls per lesson-hour; edge hit ratio ${
      PROFILE.edgeHitRatio
    }; table ${capacity}${waf ? '; WAF on' : ''})\n`,
  );
  console.log(billTable(lines));
  console.log(`\nTotal, list price: ${money(total.list)}`);
  console.log(`Total, with the free tier: ${money(total.free)}`);
}

if (require.main === module) {
  try {
    main();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
