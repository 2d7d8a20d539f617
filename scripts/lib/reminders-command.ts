/**
 * `npm run reminders:send`: the hourly reminder run of the cloud, for one hour given as `--at`
 * (now without it), printing what the run did. The local stack, tests and operators use it.
 */
import { sendDueReminders } from '../../functions/habits/reminders';
import type { Io } from './cli';
import { UsageError } from './cli-errors';

/** The moment named by `--at <ISO time>`, or now. */
export function reminderMoment(args: readonly string[], now = new Date()): Date {
  if (args.length === 0) return now;
  if (args.length !== 2 || args[0] !== '--at')
    throw new UsageError('reminders:send takes only --at <ISO time>.');
  const at = new Date(args[1]!);
  if (!/^\d{4}-\d{2}-\d{2}T/.test(args[1]!) || Number.isNaN(at.getTime())) {
    throw new UsageError(`--at needs an ISO time such as 2026-11-29T17:00:00Z, not "${args[1]}".`);
  }
  return at;
}

export async function remindersCommand(args: string[], io: Io): Promise<void> {
  io.out(JSON.stringify(await sendDueReminders(reminderMoment(args))));
}
