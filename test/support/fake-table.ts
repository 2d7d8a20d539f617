/**
 * A fake of the table's client (`db` of functions/lib/aws.ts) for unit tests: handlers and domain
 * code run as deployed, and each test says what the table answers. It holds items to read by key
 * (GetItem, BatchGetItem); every other command is answered only as the test prepares it through
 * `client` (`table.client.on(UpdateCommand).resolves({})`). A command the test did not prepare
 * fails naming itself, so code cannot pass on an empty answer.
 *
 * Conditions, transactions, pagination and concurrency are the real store's: test them against
 * DynamoDB Local.
 */
import { keys } from '../../functions/data/keys';
import { db } from '../../functions/lib/aws';
import { BatchGetCommand, type DynamoDbCommand, GetCommand } from '../../functions/lib/dynamodb';
import { ACCESS_COOKIE, type SessionUser, signAccessToken } from '../../functions/lib/session';
import { AwsCallError } from '../../functions/lib/signed-http';
import { CookieJar } from './events';

type Key = { pk: string; sk: string };
export type Item = Key & Record<string, unknown>;

type SentCommand = DynamoDbCommand<object, object>;
// biome-ignore lint/suspicious/noExplicitAny: each command class takes its own input type
type CommandClass = abstract new (input: any) => SentCommand;
// biome-ignore lint/suspicious/noExplicitAny: the answer is as loose as the test wants it
type Answer = (input: any) => unknown;

/** How a test prepares the answer to one kind of command. */
export interface PreparedCommand {
  resolves(output: object): void;
  rejects(error: Error): void;
  callsFake(answer: Answer): void;
}

/** The client's stand-in: prepared answers by command, and the commands sent. */
export interface ClientStub {
  on(command: CommandClass): PreparedCommand;
  /** The commands of this kind sent in this test, in order. */
  commandCalls(command: CommandClass): SentCommand[];
}

export interface FakeTable {
  /** Prepare answers with `on(Command)`, read what was sent with `commandCalls`. */
  readonly client: ClientStub;
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
  const items = new Map<string, Item>();
  const find = (key: Key) => items.get(idOf(key));
  const answers = new Map<CommandClass, Answer>();
  const sent: SentCommand[] = [];

  const realSend = db.send;
  db.send = (async (command: SentCommand) => {
    sent.push(command);
    const answer = answers.get(command.constructor as CommandClass);
    if (!answer) {
      throw new Error(
        `The fake table has no answer for ${command.constructor.name} ${JSON.stringify(command.input)}`,
      );
    }
    return answer(command.input);
  }) as typeof db.send;

  const client: ClientStub = {
    on: (command) => ({
      resolves: (output) => answers.set(command, async () => output),
      rejects: (error) =>
        answers.set(command, async () => {
          throw error;
        }),
      callsFake: (answer) => answers.set(command, async (input) => answer(input)),
    }),
    commandCalls: (command) => sent.filter((each) => each instanceof command),
  };

  beforeEach(() => {
    items.clear();
    answers.clear();
    sent.length = 0;
    client.on(GetCommand).callsFake((input: { Key: Key }) => ({ Item: find(input.Key) }));
    client.on(BatchGetCommand).callsFake((input: { RequestItems: Record<string, { Keys: Key[] }> }) => ({
      Responses: Object.fromEntries(
        Object.entries(input.RequestItems).map(([table, request]) => [
          table,
          request.Keys.map(find).filter((item) => item !== undefined),
        ]),
      ),
    }));
  });
  afterAll(() => {
    db.send = realSend;
  });

  return {
    client,
    hold: (...more) => {
      for (const item of more) items.set(idOf(item), item);
    },
    sent: () => sent.map((command) => command.constructor.name),
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
 * (an index into its items) among `size` items, as the client names it (functions/lib/dynamodb.ts).
 */
export function conditionFailed(size: number, failing = 0): AwsCallError {
  const codes = Array.from({ length: size }, (_, i) => (i === failing ? 'ConditionalCheckFailed' : 'None'));
  const message = `Transaction cancelled, please refer cancellation reasons for specific reasons [${codes.join(', ')}]`;
  return Object.assign(new AwsCallError('TransactionCanceledException', 400, message), {
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
