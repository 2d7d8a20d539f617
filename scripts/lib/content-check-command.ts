/**
 * `npm run content:check`: the content check that runs daily in the cloud, run now (with the same
 * code as `POST /api/admin/content-check`, without its time limit), printing what the call answers.
 */
import { runContentCheck } from '../../functions/content/check';
import { HttpError } from '../../functions/lib/errors';
import type { Io } from './cli';
import { CommandError, UsageError } from './cli-errors';

export async function contentCheckCommand(args: string[], io: Io): Promise<void> {
  if (args.length > 0) throw new UsageError('content:check takes no arguments.');
  try {
    io.out(JSON.stringify(await runContentCheck()));
  } catch (error) {
    // Another run holds the lease: say so in the product's words.
    if (error instanceof HttpError) throw new CommandError(error.message);
    throw error;
  }
}
