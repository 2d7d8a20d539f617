/**
 * The chat on storage of its own: DynamoDB Local and the local SES for one test file, and the gateway
 * in this process. Every test file shares one community room on the common table, and a fan-out from
 * one file would post to another file's sockets through its own gateway, find them gone (410) and
 * remove them; on its own storage a file counts, loses and removes only what it did itself.
 *
 * Modules that reach storage are loaded afresh after the environment points at these services:
 * import them through `load` (or `await import` after `startOwnChatStack`), never at the top of the
 * test file. The manifest's DynamoDB declarations are checked on this file's calls by `undeclared`.
 */
import { freePort } from './free-port';
import { pointAtGateway } from './gateway-environment';
import { type OwnServices, startOwnServices } from './own-services';

export interface OwnChatStack {
  /** The site's origin, which is also the management and Lambda endpoint. */
  url: string;
  services: OwnServices;
  /** Actions a route, socket route or worker used in this file without declaring them. */
  undeclared(): string[];
  stop(): Promise<void>;
}

export async function startOwnChatStack(tableName: string): Promise<OwnChatStack> {
  const services = await startOwnServices(tableName);
  const port = await freePort();
  const url = `http://localhost:${port}`;
  Object.assign(process.env, services.env);
  const restoreEnvironment = pointAtGateway(url);
  jest.resetModules();
  const rights = await import('./dynamodb-rights');
  rights.recordDynamoDbCalls();
  const { startGateway } = await import('../../infra/local/gateway');
  const gateway = await startGateway({ port });
  return {
    url,
    services,
    undeclared: () => rights.undeclaredActions(),
    stop: async () => {
      await gateway.close();
      await services.stop();
      restoreEnvironment();
    },
  };
}
