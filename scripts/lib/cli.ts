/**
 * What the operator commands share: the local/AWS switch, plain messages instead of stack traces,
 * and exit codes (0 done, 1 failed, 2 bad usage).
 */
import { CommandError, UsageError } from './cli-errors';
import { applyTarget, describeTarget, resolveTarget, type Target } from './target';

export interface Io {
  out(line: string): void;
  err(line: string): void;
  /** Set when stderr is a terminal: a status line redrawn in place (progress bars). */
  terminal?: { redraw(text: string): void; end(): void };
}

export type Command = (args: string[], io: Io) => Promise<void>;

export const consoleIo: Io = {
  out: (line) => console.log(line),
  err: (line) => console.error(line),
  terminal: process.stderr.isTTY
    ? {
        redraw: (text) => process.stderr.write(`\r\x1b[2K${text.slice(0, process.stderr.columns || 120)}`),
        end: () => process.stderr.write('\n'),
      }
    : undefined,
};

const errorCode = (error: unknown): string | undefined => {
  for (let e = error as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (typeof e.code === 'string') return e.code;
  }
  return undefined;
};

/** A message an operator can act on, for failures of the table rather than of the command. */
function explain(error: unknown, target: Target): string {
  const name = error instanceof Error ? error.name : '';
  if (name === 'ResourceNotFoundException')
    return `The table "${target.tableName}" does not exist on ${describeTarget(target)}.`;
  if (target.kind === 'local' && ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT'].includes(errorCode(error) ?? ''))
    return `Cannot reach DynamoDB Local at ${target.endpoint}. Start the local stack with \`npm start\` (or set DDB_PORT / DYNAMODB_ENDPOINT).`;
  return `Failed: ${error instanceof Error ? error.message : String(error)}`;
}

/** Runs `command` and answers its exit code; every failure becomes one readable line on stderr. */
export async function runCommand(
  command: Command,
  args: string[],
  io: Io,
  usage: string,
  target: Target,
): Promise<number> {
  try {
    await command(args, io);
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      io.err(`${error.message}\n\n${usage}`);
      return 2;
    }
    io.err(error instanceof CommandError ? error.message : explain(error, target));
    return 1;
  }
}

/**
 * The entry point of a script: resolves the target, points the data layer at it, then loads the
 * command (it must be loaded afterwards: the AWS clients read their endpoint when imported).
 */
export async function main(usage: string, load: () => Promise<Command>): Promise<void> {
  const argv = process.argv.slice(2);
  if (argv.includes('--help') || argv.includes('-h')) {
    consoleIo.out(usage);
    return;
  }
  let resolved: ReturnType<typeof resolveTarget>;
  try {
    resolved = resolveTarget(argv, process.env);
  } catch (error) {
    consoleIo.err(`${(error as Error).message}\n\n${usage}`);
    process.exit(2);
  }
  applyTarget(resolved.target, process.env);
  consoleIo.err(`Using ${describeTarget(resolved.target)}.`);
  // Idle keep-alive sockets do not hold the process open, so it ends as soon as the command does.
  process.exitCode = await runCommand(await load(), resolved.args, consoleIo, usage, resolved.target);
}
