/** `npm run account:deletions -- list|finish`. See scripts/lib/deletions-command.ts. */
import { main } from './lib/cli';

const USAGE = `Usage:
  npm run account:deletions -- list     the accounts whose deletion started and did not finish
  npm run account:deletions -- finish   finish each of them (safe to run again)

Works on DynamoDB Local (http://localhost:$DDB_PORT, default 8000; or $DYNAMODB_ENDPOINT),
table $TABLE_NAME (default learnfree). Add --aws to work on a deployed table instead: it needs
TABLE_NAME and AWS_REGION, and the usual AWS credentials. Chat sockets of such an account are
closed through $WS_MANAGEMENT_ENDPOINT (as for an admin revoke); without it they can no longer post
or receive but stay open until they drop.`;

void main(USAGE, async () => (await import('./lib/deletions-command')).deletionsCommand);
