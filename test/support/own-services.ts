/**
 * Storage and mail for one test file that a test can take away and bring back without touching the
 * services every other test file shares: a table of the file's own in the run's DynamoDB Local,
 * reached through a link of its own, and a local SES of its own, each on a free port.
 *
 * Stopping DynamoDB cuts the link: every open connection closes and new ones are refused, which is
 * what the handlers' client meets when the service goes away. Starting it again opens the link on
 * the same port; the table behind it was never touched, so what was written is there afterwards, as
 * it is in the cloud when the service comes back. (Stopping and starting a JVM of the file's own
 * would show the client the same, for two JVM starts.)
 *
 * The handlers read their endpoints when they are first loaded: apply `env` to `process.env` and
 * import the handlers (and the test helpers that use them) only afterwards.
 */
import { connect, createServer, type Server, type Socket } from 'node:net';
import { type SesLocal, startSesLocal } from '../../infra/local/ses';
import { ensureTable } from '../../infra/local/table';
import { freePort } from './free-port';
import { dropTable } from './own-table';

export interface OwnServices {
  /** The variables that point the handlers at these services. */
  env: { DYNAMODB_ENDPOINT: string; SES_ENDPOINT: string; TABLE_NAME: string };
  /** Closes every connection to DynamoDB and refuses new ones. */
  stopDynamoDb(): Promise<void>;
  /** Lets connections through to DynamoDB again, on the same port, to the same data. */
  startDynamoDb(): Promise<void>;
  stopMail(): Promise<void>;
  /** Starts the local SES again on the same port (with an empty inbox). */
  startMail(): Promise<void>;
  /** Starts whichever of the two is stopped, so a failed test leaves the next one a working stack. */
  restore(): Promise<void>;
  /** Stops both and deletes the table. */
  stop(): Promise<void>;
}

/** A TCP link on `port` to `target`, which can be cut (as the service's process ending would) and restored. */
interface Link {
  open(): Promise<void>;
  cut(): Promise<void>;
  readonly isOpen: boolean;
}

function linkTo(target: URL, port: number): Link {
  let server: Server | null = null;
  const sockets = new Set<Socket>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  };
  return {
    get isOpen() {
      return server !== null;
    },
    open: async () => {
      const listening = createServer((client) => {
        const upstream = connect(Number(target.port), target.hostname);
        track(client);
        track(upstream);
        // Either side failing ends the pair, as a dead peer would.
        client.on('error', () => upstream.destroy());
        upstream.on('error', () => client.destroy());
        client.pipe(upstream);
        upstream.pipe(client);
      });
      await new Promise<void>((ready, fail) => {
        listening.once('error', fail);
        listening.listen(port, '127.0.0.1', ready);
      });
      server = listening;
    },
    cut: async () => {
      const closing = server;
      server = null;
      if (!closing) return;
      const closed = new Promise<void>((done) => closing.close(() => done()));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
  };
}

export async function startOwnServices(tableName: string): Promise<OwnServices> {
  const shared = new URL(process.env.DYNAMODB_ENDPOINT!);
  const [ddbPort, sesPort] = await Promise.all([freePort(), freePort()]);
  const link = linkTo(shared, ddbPort);
  let ses: SesLocal | null = null;
  const startMail = async () => {
    ses = await startSesLocal(sesPort);
  };
  const stopMail = async () => {
    await ses?.stop();
    ses = null;
  };
  await Promise.all([link.open(), startMail(), ensureTable(shared.origin, tableName)]);
  return {
    env: {
      DYNAMODB_ENDPOINT: `http://127.0.0.1:${ddbPort}`,
      SES_ENDPOINT: `http://127.0.0.1:${sesPort}`,
      TABLE_NAME: tableName,
    },
    stopDynamoDb: link.cut,
    startDynamoDb: link.open,
    stopMail,
    startMail,
    restore: async () => {
      await Promise.all([link.isOpen ? null : link.open(), ses ? null : startMail()]);
    },
    stop: async () => {
      await Promise.allSettled([link.cut(), stopMail()]);
      await dropTable(shared.origin, tableName);
    },
  };
}
