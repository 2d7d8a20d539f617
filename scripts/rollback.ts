/** `npm run rollback -- <function|all> [--stage <stage>]`. See scripts/lib/rollback-command.ts. */
import { readStage } from '../infra/stacks/settings';
import { consoleIo } from './lib/cli';
import { CommandError, UsageError } from './lib/cli-errors';
import { lambdaApi } from './lib/lambda-api';
import { rollback } from './lib/rollback-command';

const USAGE = `Usage:
  npm run rollback -- all [--stage <stage>]
      point the "live" alias of every function the last deploy changed back at its version before
  npm run rollback -- "<route>" [--stage <stage>]
      the same for one function, named as its description says after "LearnFree ":
      "POST /api/login", "WebSocket $connect", "worker chat-fan-out"

The stage defaults to prod (the stack LearnFree-<stage>). Uses the usual AWS credentials and region
(AWS_PROFILE, AWS_REGION). No deploy: the next deploy that changes a function points its alias at
the new version again (docs/deploy.md, "Rolling back").`;

async function run(argv: string[]): Promise<number> {
  const stageAt = argv.indexOf('--stage');
  const rest = stageAt >= 0 ? argv.filter((_, i) => i !== stageAt && i !== stageAt + 1) : argv;
  try {
    if (rest.length !== 1) throw new UsageError('Name one function, or all.');
    let stage: string;
    try {
      stage = readStage(() => (stageAt >= 0 ? (argv[stageAt + 1] ?? '(none)') : undefined));
    } catch (error) {
      throw new UsageError((error as Error).message.replace('Context value "stage"', '--stage'));
    }
    // As the other operator commands: the SDK's notice about Node versions is not the operator's concern here.
    process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
    await rollback(await lambdaApi(), stage, rest[0]!, consoleIo);
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      consoleIo.err(`${error.message}\n\n${USAGE}`);
      return 2;
    }
    consoleIo.err(error instanceof CommandError ? error.message : `Failed: ${(error as Error).message}`);
    return 1;
  }
}

const argv = process.argv.slice(2);
if (argv.includes('--help') || argv.includes('-h')) consoleIo.out(USAGE);
else
  void run(argv).then((code) => {
    process.exitCode = code;
  });
