/**
 * The local gateway in this test process for a file that opens chat sockets: on a table of the
 * file's own (another file's fan-out through its own gateway would find this file's sockets unknown
 * there and delete them as gone), with the functions pointed at it, closed after the file.
 */
import { type Gateway, type GatewayOptions, startGateway } from '../../infra/local/gateway';
import { freePort } from './free-port';
import { pointAtGateway } from './gateway-environment';
import { tableOfItsOwn } from './own-table';

/** Call at the top of the file; read `url` inside tests and hooks. */
export function chatGatewayForFile(options: Omit<GatewayOptions, 'port'> = {}): { readonly url: string } {
  let gateway: Gateway | undefined;
  let restoreEnvironment = () => {};
  tableOfItsOwn();
  beforeAll(async () => {
    const port = await freePort();
    // The handlers read these per call: the gateway's address is the site and the management API.
    restoreEnvironment = pointAtGateway(`http://localhost:${port}`);
    gateway = await startGateway({ ...options, port });
  });
  afterAll(async () => {
    await gateway?.close();
    restoreEnvironment();
  });
  return {
    get url() {
      if (!gateway) throw new Error('Read inside tests and hooks only: the gateway has not started yet.');
      return gateway.url;
    },
  };
}
