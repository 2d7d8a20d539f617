/**
 * `npm run account:deletions -- list|finish`: account deletions that started and did not finish (the
 * function died or timed out halfway, and the owner did not try again). `finish` runs each one to its
 * end with the same code as the owner's own request; running it again is always safe.
 */
import { unfinishedDeletions } from '../../functions/data/account-erasure';
import { getAccount } from '../../functions/data/users';
import { eraseAccount } from '../../functions/users/deletion';
import type { Io } from './cli';
import { UsageError } from './cli-errors';

export async function deletionsCommand(args: string[], io: Io): Promise<void> {
  const [action, ...rest] = args;
  if (action !== 'list' && action !== 'finish') throw new UsageError('Say what to do: list or finish.');
  if (rest.length > 0) throw new UsageError(`${action} takes no arguments.`);
  const userIds = await unfinishedDeletions();
  if (userIds.length === 0) {
    io.out('No account deletion is unfinished.');
    return;
  }
  for (const userId of userIds) {
    if (action === 'list') {
      io.out(userId);
      continue;
    }
    const account = await getAccount(userId);
    if (account) await eraseAccount(account);
    io.out(`${userId}: deleted`);
  }
  if (action === 'finish') io.out(`Finished ${userIds.length} account deletion(s).`);
}
