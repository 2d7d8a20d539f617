/**
 * Counts the DynamoDB commands a piece of code sends through the shared `db` client, to hold read
 * endpoints to their budget (at most two round trips, never a Scan). The counter is a middleware
 * added for the duration of one call and removed after it.
 */
import { db } from '../../functions/lib/aws';

let counter = 0;

/** Runs `action` and returns its result with the names of the commands it sent (`GetItemCommand`, `QueryCommand`, `ScanCommand`...), in order. */
export async function countRoundTrips<T>(
  action: () => Promise<T>,
): Promise<{ result: T; commands: string[] }> {
  const commands: string[] = [];
  const name = `round-trip-counter-${++counter}`;
  db.middlewareStack.add(
    (next, context) => (args) => {
      commands.push(context.commandName ?? 'unknown');
      return next(args);
    },
    { step: 'initialize', name },
  );
  try {
    return { result: await action(), commands };
  } finally {
    db.middlewareStack.remove(name);
  }
}
