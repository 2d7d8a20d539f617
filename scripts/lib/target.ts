/**
 * Which table an operator command works on. Without a flag it is always DynamoDB Local (the table of
 * `npm start`), so a command typed on a laptop cannot reach a deployed table by accident: AWS needs
 * `--aws` together with an explicit TABLE_NAME and region.
 */
import { UsageError } from './cli-errors';

export type Target =
  | { kind: 'local'; endpoint: string; tableName: string }
  | { kind: 'aws'; region: string; tableName: string };

export const AWS_FLAG = '--aws';
const LOCAL_TABLE = 'learnfree';

/** Splits the `--aws` switch off the arguments and decides the target from it and the environment. */
export function resolveTarget(
  argv: readonly string[],
  env: NodeJS.ProcessEnv,
): { target: Target; args: string[] } {
  const args = argv.filter((arg) => arg !== AWS_FLAG);
  if (args.length === argv.length) {
    const endpoint = env.DYNAMODB_ENDPOINT || `http://localhost:${env.DDB_PORT || 8000}`;
    return { target: { kind: 'local', endpoint, tableName: env.TABLE_NAME || LOCAL_TABLE }, args };
  }
  const tableName = env.TABLE_NAME;
  const region = env.AWS_REGION || env.AWS_DEFAULT_REGION;
  if (!tableName) throw new UsageError(`${AWS_FLAG} needs TABLE_NAME set to the deployed table's name.`);
  if (!region) throw new UsageError(`${AWS_FLAG} needs AWS_REGION set to the table's region.`);
  return { target: { kind: 'aws', region, tableName }, args };
}

/** Points the data layer at the target; call before anything under functions/ is imported. */
export function applyTarget(target: Target, env: NodeJS.ProcessEnv): void {
  env.TABLE_NAME = target.tableName;
  env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  // Bulk work (an import) keeps a table busy: give each request longer than a learner's call gets.
  env.DYNAMODB_REQUEST_TIMEOUT_MS ??= '30000';
  if (target.kind === 'local') {
    env.DYNAMODB_ENDPOINT = target.endpoint;
    // Where a revoke closes the person's chat sockets: the local stack's gateway.
    env.WS_MANAGEMENT_ENDPOINT ||= `http://localhost:${env.PORT || 3000}`;
    // Where videos and playlists are read: the local stack's video provider, unless a real key is given.
    if (!env.YOUTUBE_API_KEY || env.YOUTUBE === 'local') {
      const provider = `http://localhost:${env.YOUTUBE_PORT || 8010}`;
      env.YOUTUBE_API_URL ||= `${provider}/youtube/v3`;
      env.YOUTUBE_OEMBED_URL ||= `${provider}/oembed`;
    }
  } else {
    delete env.DYNAMODB_ENDPOINT;
    env.AWS_REGION = target.region;
  }
}

export const describeTarget = (target: Target): string =>
  target.kind === 'local'
    ? `DynamoDB Local at ${target.endpoint}, table ${target.tableName}`
    : `AWS DynamoDB in ${target.region}, table ${target.tableName}`;
