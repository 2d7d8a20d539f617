/**
 * The DynamoDB capacity each call consumes, written down for the cost bench (bench/cost-scenario.ts):
 * with DYNAMODB_CAPACITY_LOG naming a file, every call asks DynamoDB for its consumed capacity and
 * appends one line to that file. A file, not a counter in memory, because locally the invoked workers
 * run on threads of their own and their calls count too. Unset (always, in the cloud), aws.ts adds
 * nothing to the client and a call costs what it did.
 */
import { appendFileSync } from 'node:fs';
import type { DynamoDbClient } from './dynamodb';

/** One call: its operation and the read and write request units it consumed. */
export interface CapacityLine {
  op: string;
  read: number;
  write: number;
}

interface Consumed {
  CapacityUnits?: number;
  ReadCapacityUnits?: number;
  WriteCapacityUnits?: number;
}

const READS = new Set(['GetItem', 'BatchGetItem', 'Query', 'Scan', 'TransactGetItems']);
const WRITES = new Set(['PutItem', 'UpdateItem', 'DeleteItem', 'BatchWriteItem', 'TransactWriteItems']);

/** Read and write units of an answer's ConsumedCapacity (one entry, or one per table for batches). */
export function unitsOf(op: string, consumed: Consumed | Consumed[] | undefined): CapacityLine {
  const line = { op, read: 0, write: 0 };
  for (const entry of [consumed ?? []].flat()) {
    if (entry.ReadCapacityUnits !== undefined || entry.WriteCapacityUnits !== undefined) {
      line.read += entry.ReadCapacityUnits ?? 0;
      line.write += entry.WriteCapacityUnits ?? 0;
    } else if (READS.has(op)) line.read += entry.CapacityUnits ?? 0;
    else line.write += entry.CapacityUnits ?? 0;
  }
  return line;
}

/** Makes every data call of `client` ask for its consumed capacity and append it to `file`. */
export function logConsumedCapacity(client: DynamoDbClient, file: string): void {
  const counted = (operation: string) => READS.has(operation) || WRITES.has(operation);
  client.onCall({
    sending(operation, input) {
      if (counted(operation)) input.ReturnConsumedCapacity ??= 'TOTAL';
    },
    answered(operation, _input, output) {
      if (!counted(operation)) return;
      const consumed = output.ConsumedCapacity as Consumed | Consumed[] | undefined;
      appendFileSync(file, `${JSON.stringify(unitsOf(operation, consumed))}\n`);
    },
  });
}
