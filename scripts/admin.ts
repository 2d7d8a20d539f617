/** `npm run admin -- ...`: grants or revokes the admin role. See scripts/lib/admin-command.ts. */
import { main } from './lib/cli';

const USAGE = `Usage:
  npm run admin -- grant <email>    make the account with this address an admin
  npm run admin -- revoke <email>   make it a regular user again and end all its sessions
  npm run admin -- list             list the admins

Works on DynamoDB Local (http://localhost:$DDB_PORT, default 8000; or $DYNAMODB_ENDPOINT),
table $TABLE_NAME (default learnfree). Add --aws to work on a deployed table instead: it needs
TABLE_NAME and AWS_REGION, and the usual AWS credentials. A revoke closes the person's chat
sockets through $WS_MANAGEMENT_ENDPOINT (locally http://localhost:$PORT, default 3000; for a
deployment, the WebSocketUrl output with https:// in place of wss://); without it their sockets
stay open but can neither post nor receive.`;

void main(USAGE, async () => (await import('./lib/admin-command')).adminCommand);
