/**
 * Counts the DynamoDB commands a piece of code sends through the shared `db` client, to hold read
 * endpoints to their budget (at most two round trips, never a Scan). The counter is an observer of
 * the client added for the duration of one call and removed after it.
 */
import { db } from '../../functions/lib/aws';

/**
 * Runs `action` and returns its result with the names of the commands it sent (`GetItemCommand`,
 * `QueryCommand`, `ScanCommand`...), in order, and their inputs (to tell which key a Query asked).
 */
export async function countRoundTrips<T>(
  action: () => Promise<T>,
): Promise<{ result: T; commands: string[]; inputs: Array<Record<string, unknown>> }> {
  const commands: string[] = [];
  const inputs: Array<Record<string, unknown>> = [];
  const stop = db.onCall({
    sending(operation, input) {
      commands.push(`${operation}Command`);
      inputs.push(input);
    },
  });
  try {
    return { result: await action(), commands, inputs };
  } finally {
    stop();
  }
}
