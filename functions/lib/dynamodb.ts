/**
 * DynamoDB's JSON protocol, spoken directly: each call is one Signature V4 signed POST (sigv4.ts)
 * over the keep-alive sockets of aws-http.ts, with the items converted as the SDK's document client
 * converts them (dynamodb-items.ts). The SDK's client and document client, with the `@smithy`
 * middleware under them, were about 200 KB of every function's bundle and two thirds of a cold
 * start's require time; the table needs none of it (docs/performance.md has the figures).
 *
 * It behaves as the SDK client did with `maxAttempts: 2`: a throttled call, a 5xx answer or a
 * network failure is tried once more after a short random pause, and a refusal is an Error named by
 * its DynamoDB type (`ConditionalCheckFailedException`, `TransactionCanceledException` with its
 * `CancellationReasons`...) with `$metadata.httpStatusCode`, as the code that reads them expects.
 *
 * Commands keep the document client's names and inputs (`new GetCommand({ TableName, Key })`), so a
 * request reads as the SDK's documentation writes it, and its input and output types are the SDK's.
 */
import { randomUUID } from 'node:crypto';
import type {
  BatchGetCommandInput,
  BatchGetCommandOutput,
  BatchWriteCommandInput,
  BatchWriteCommandOutput,
  DeleteCommandInput,
  DeleteCommandOutput,
  GetCommandInput,
  GetCommandOutput,
  PutCommandInput,
  PutCommandOutput,
  QueryCommandInput,
  QueryCommandOutput,
  ScanCommandInput,
  ScanCommandOutput,
  TransactWriteCommandInput,
  TransactWriteCommandOutput,
  UpdateCommandInput,
  UpdateCommandOutput,
} from '@aws-sdk/lib-dynamodb';
import { fromJson, marshallRequest, toJson, unmarshallAnswer, unmarshallRefusal } from './dynamodb-items';
import { isSurelyUnapplied, isTransient } from './errors';
import { withOneRetry } from './retry';
import { callError, signedRequest } from './signed-http';
import type { Credentials } from './sigv4';

export type Operation =
  | 'GetItem'
  | 'PutItem'
  | 'UpdateItem'
  | 'DeleteItem'
  | 'Query'
  | 'Scan'
  | 'TransactWriteItems'
  | 'BatchGetItem'
  | 'BatchWriteItem';

type Json = Record<string, unknown>;

/** One request to the table: its operation and its input, items as plain JavaScript values. */
export abstract class DynamoDbCommand<Input extends object, Output extends object> {
  abstract readonly operation: Operation;
  /** Carries the answer's type to `send`; never set. */
  declare readonly output?: Output;
  constructor(readonly input: Input) {}
}

export class GetCommand extends DynamoDbCommand<GetCommandInput, GetCommandOutput> {
  readonly operation = 'GetItem';
}
export class PutCommand extends DynamoDbCommand<PutCommandInput, PutCommandOutput> {
  readonly operation = 'PutItem';
}
export class UpdateCommand extends DynamoDbCommand<UpdateCommandInput, UpdateCommandOutput> {
  readonly operation = 'UpdateItem';
}
export class DeleteCommand extends DynamoDbCommand<DeleteCommandInput, DeleteCommandOutput> {
  readonly operation = 'DeleteItem';
}
export class QueryCommand extends DynamoDbCommand<QueryCommandInput, QueryCommandOutput> {
  readonly operation = 'Query';
}
/** Tests and operator commands only: no request path scans. */
export class ScanCommand extends DynamoDbCommand<ScanCommandInput, ScanCommandOutput> {
  readonly operation = 'Scan';
}
export class TransactWriteCommand extends DynamoDbCommand<
  TransactWriteCommandInput,
  TransactWriteCommandOutput
> {
  readonly operation = 'TransactWriteItems';
}
export class BatchGetCommand extends DynamoDbCommand<BatchGetCommandInput, BatchGetCommandOutput> {
  readonly operation = 'BatchGetItem';
}
export class BatchWriteCommand extends DynamoDbCommand<BatchWriteCommandInput, BatchWriteCommandOutput> {
  readonly operation = 'BatchWriteItem';
}

/**
 * Sees the calls of a client: the tests count round trips and check each route's IAM actions, the
 * cost bench logs consumed capacity (capacity-log.ts).
 */
export interface CallObserver {
  /** Before the first attempt, with the input as the caller wrote it; may add to it. */
  sending?(operation: Operation, input: Json): void;
  /** After a successful answer, unmarshalled. */
  answered?(operation: Operation, input: Json, output: Json): void;
}

export interface DynamoDbOptions {
  /** `https://dynamodb.<region>.amazonaws.com`, or DynamoDB Local. */
  endpoint: string;
  /** Read at each call (a provider keeps what it read). */
  credentials: () => Credentials | Promise<Credentials>;
  /** How long one attempt may go without a byte of the answer. */
  requestTimeoutMs?: number;
}

export interface SendOptions {
  /**
   * The request must not be applied twice (an ADD to a counter): sent again only after a failure
   * that surely left it unapplied (throttled, never connected), never after a 5xx or a timeout.
   */
  atMostOnce?: boolean;
}

export interface DynamoDbClient {
  send<Input extends object, Output extends object>(
    command: DynamoDbCommand<Input, Output>,
    options?: SendOptions,
  ): Promise<Output>;
  /** Adds an observer; the function it returns removes it. */
  onCall(observer: CallObserver): () => void;
}

/**
 * A transaction carries an idempotency token, as the SDK adds it: the retry of a transaction whose
 * answer was lost then cannot apply it a second time (DynamoDB keeps the token for ten minutes).
 */
const withToken = (operation: Operation, request: Json): Json =>
  operation === 'TransactWriteItems' && request.ClientRequestToken === undefined
    ? { ...request, ClientRequestToken: randomUUID() }
    : request;

/** A refusal as an Error named by its DynamoDB type, with the fields of its body the code reads. */
function refusalOf(answer: { status: number; body: Buffer }) {
  const text = answer.body.toString('utf8');
  const error = callError({ status: answer.status, body: text }, 'DynamoDbError');
  let body: Json = {};
  try {
    body = unmarshallRefusal(fromJson(text));
  } catch {
    // not JSON: the status names it
  }
  const { CancellationReasons, Item } = body;
  return Object.assign(error, {
    ...(CancellationReasons === undefined ? {} : { CancellationReasons }),
    ...(Item === undefined ? {} : { Item }),
  });
}

export function dynamoDbClient(options: DynamoDbOptions): DynamoDbClient {
  const observers = new Set<CallObserver>();

  async function call(operation: Operation, callerInput: object, sending: SendOptions = {}): Promise<Json> {
    // A copy: an observer's addition (ReturnConsumedCapacity) stays out of the caller's object.
    const input: Json = { ...callerInput };
    for (const observer of observers) observer.sending?.(operation, input);
    const body = toJson(withToken(operation, marshallRequest(operation, input)));
    // Throttling, 5xx and network failures are tried once more (retry.ts); a refusal never; a request
    // that must not apply twice only when it surely was not applied.
    const retryable = sending.atMostOnce ? isSurelyUnapplied : isTransient;
    return withOneRetry(async () => {
      const answer = await signedRequest({
        method: 'POST',
        service: 'dynamodb',
        endpoint: options.endpoint,
        path: '/',
        body,
        headers: {
          'content-type': 'application/x-amz-json-1.0',
          'x-amz-target': `DynamoDB_20120810.${operation}`,
        },
        credentials: await options.credentials(),
        ...(options.requestTimeoutMs === undefined ? {} : { requestTimeoutMs: options.requestTimeoutMs }),
      });
      if (answer.status !== 200) throw refusalOf(answer);
      const output = {
        $metadata: { httpStatusCode: answer.status },
        ...unmarshallAnswer(fromJson(answer.body.toString('utf8'))),
      };
      for (const observer of observers) observer.answered?.(operation, input, output);
      return output;
    }, retryable);
  }

  return {
    send: (command, sending) => call(command.operation, command.input, sending) as Promise<never>,
    onCall(observer) {
      observers.add(observer);
      return () => observers.delete(observer);
    },
  };
}
