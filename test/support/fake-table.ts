/**
 * A fake of the table's client (`db` of functions/lib/aws.ts) for unit tests, built on
 * aws-sdk-client-mock: handlers and domain code run as deployed, and each test says what the table
 * answers. It holds items to read by key (GetItem, BatchGetItem); every other command is answered
 * only as the test prepares it through `client` (`table.client.on(UpdateCommand).resolves({})`).
 * A command the test did not prepare fails naming itself, so code cannot pass on an empty answer.
 *
 * Conditions, transactions, pagination and concurrency are the real store's: test them against
 * DynamoDB Local.
 */
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { BatchGetCommand, type DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { type AwsClientStub, mockClient } from 'aws-sdk-client-mock';
import { keys } from '../../functions/data/keys';
import { db } from '../../functions/lib/aws';
import { ACCESS_COOKIE, type SessionUser, signAccessToken } from '../../functions/lib/session';
import { CookieJar } from './events';

type Key = { pk: string; sk: string };
export type Item = Key & Record<string, unknown>;

export interface FakeTable {
  /** The client's mock: prepare answers with `on(Command, input?)`, read what was sent with `commandCalls`. */
  readonly client: AwsClientStub<DynamoDBDocumentClient>;
  /** Items the table holds for this test, as reads by key find them (a later item replaces an earlier one). */
  hold(...items: Item[]): void;
  /** The commands sent in this test, by name (`GetCommand`, `UpdateCommand`...), in order. */
  sent(): string[];
}

const idOf = ({ pk, sk }: Key) => `${pk}\u0000${sk}`;

/**
 * Replaces the table's client for the test file: call it once at the top of the file. Every test
 * starts with an empty table and no prepared answers.
 */
export function fakeTable(): FakeTable {
  const client = mockClient(db);
  const items = new Map<string, Item>();
  const find = (key: Key) => items.get(idOf(key));

  const prepare = () => {
    client.send.callsFake(async (command: { constructor: { name: string }; input: unknown }) => {
      throw new Error(
        `The fake table has no answer for ${command.constructor.name} ${JSON.stringify(command.input)}`,
      );
    });
    client.on(GetCommand).callsFake(async (input: { Key: Key }) => ({ Item: find(input.Key) }));
    client
      .on(BatchGetCommand)
      .callsFake(async (input: { RequestItems: Record<string, { Keys: Key[] }> }) => ({
        Responses: Object.fromEntries(
          Object.entries(input.RequestItems).map(([table, request]) => [
            table,
            request.Keys.map(find).filter((item) => item !== undefined),
          ]),
        ),
      }));
  };

  beforeEach(() => {
    items.clear();
    client.reset();
    prepare();
  });
  afterAll(() => client.restore());

  return {
    client,
    hold: (...more) => {
      for (const item of more) items.set(idOf(item), item);
    },
    sent: () => client.calls().map((call) => (call.args[0] as object).constructor.name),
  };
}

/** The commands that change the table, by name. */
const WRITES = new Set([
  'PutCommand',
  'UpdateCommand',
  'DeleteCommand',
  'BatchWriteCommand',
  'TransactWriteCommand',
]);

/** The commands sent in this test that would have changed the table. */
export const writesSent = (table: FakeTable): string[] => table.sent().filter((name) => WRITES.has(name));

/**
 * The error DynamoDB answers a transaction one of whose conditions did not hold, at `failing`
 * (an index into its items) among `size` items.
 */
export function conditionFailed(size: number, failing = 0): TransactionCanceledException {
  const codes = Array.from({ length: size }, (_, i) => (i === failing ? 'ConditionalCheckFailed' : 'None'));
  return new TransactionCanceledException({
    message: `Transaction cancelled, please refer cancellation reasons for specific reasons [${codes.join(', ')}]`,
    $metadata: {},
    CancellationReasons: codes.map((Code) => ({ Code })),
  });
}

/** A learner whose account and session the table holds: the cookies their browser sends. */
export async function signedIn(
  table: FakeTable,
  user: SessionUser = { userId: 'learner-1', name: 'Asha Learner', role: 'user' },
): Promise<CookieJar> {
  const sessionId = user.sessionId ?? 'session-1';
  table.hold(
    { ...keys.user(user.userId), name: user.name, role: user.role, verified: true },
    { ...keys.session(user.userId, sessionId), ttl: Math.floor(Date.now() / 1000) + 3_600 },
  );
  const jar = new CookieJar();
  jar.store([`${ACCESS_COOKIE}=${await signAccessToken({ ...user, sessionId })}`]);
  return jar;
}
