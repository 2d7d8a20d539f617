import type { SessionKeyTexts } from '../session-keys/keys';

/**
 * The environment the handlers see locally: the same variables the CDK stack sets in the cloud,
 * pointed at the local services. Used by `npm start` and by the test setup.
 */
export interface LocalEndpoints {
  appUrl: string;
  dynamodbEndpoint: string;
  sesEndpoint: string;
  tableName: string;
  /** The session keys; locally every handler runs in one process and sees both. */
  sessionKeys: SessionKeyTexts;
  extraOrigins?: string[];
  /**
   * Where the chat handlers reach the gateway's `@connections` endpoints, and functions its Lambda
   * Invoke endpoint for the workers; defaults to `appUrl`.
   */
  managementEndpoint?: string;
  /**
   * The secret the gateway adds as CloudFront would; the functions then refuse requests without it.
   * Unset, the functions see no edge in front (tests that call handlers directly).
   */
  originSecret?: string;
  /**
   * The local video provider the functions' data calls go to (YOUTUBE_API_URL, YOUTUBE_OEMBED_URL);
   * unset, they go to YouTube (with YOUTUBE_API_KEY from this process's environment, or oEmbed).
   */
  videoProvider?: { apiUrl: string; oembedUrl: string };
  /** The local provider whose player the web app embeds (YOUTUBE_PLAYER_ORIGIN); unset, YouTube's. */
  playerOrigin?: string;
  /**
   * The directory the catalogue snapshot is kept in (CATALOGUE_SNAPSHOT_DIR), the local stand-in for
   * its bucket; unset, the catalogue's functions read the catalogue from the table.
   */
  catalogueSnapshotDir?: string;
}

/**
 * Where the data calls go, from this process's environment: to the local provider with
 * `YOUTUBE=local` and whenever no `YOUTUBE_API_KEY` is given, to the real Data API otherwise.
 */
export const dataCallsGoLocal = (env: NodeJS.ProcessEnv): boolean =>
  env.YOUTUBE === 'local' || !env.YOUTUBE_API_KEY;

/** Whether the web app embeds the local provider's player: only with `YOUTUBE=local`. */
export const playerIsLocal = (env: NodeJS.ProcessEnv): boolean => env.YOUTUBE === 'local';

/**
 * The variables that point the functions at the gateway: the site's address (`appUrl`), and where
 * the chat handlers reach its `@connections` endpoints and functions its Lambda Invoke endpoint
 * (`gatewayUrl`, the same address unless the site is served by another, the Vite dev server).
 */
export function gatewayEnvironment(appUrl: string, gatewayUrl = appUrl): Record<string, string> {
  return { SITE_URL: appUrl, WS_MANAGEMENT_ENDPOINT: gatewayUrl, LAMBDA_ENDPOINT: gatewayUrl };
}

export function localFunctionEnvironment(e: LocalEndpoints): Record<string, string> {
  return {
    TABLE_NAME: e.tableName,
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: 'local',
    AWS_SECRET_ACCESS_KEY: 'local',
    DYNAMODB_ENDPOINT: e.dynamodbEndpoint,
    SES_ENDPOINT: e.sesEndpoint,
    MAIL_FROM: 'LearnFree <no-reply@learnfree.local>',
    // The local SES publishes the mailbox simulator's events only for mail sent with one, as SES does.
    SES_CONFIGURATION_SET: 'learnfree-local',
    EXTRA_ORIGINS: (e.extraOrigins ?? []).join(','),
    COOKIE_SECURE: 'false',
    SESSION_SIGNING_KEY: e.sessionKeys.signingKey,
    SESSION_VERIFY_KEYS: e.sessionKeys.verifyKeys,
    ...gatewayEnvironment(e.appUrl, e.managementEndpoint),
    ...(e.originSecret ? { ORIGIN_SECRET: e.originSecret } : {}),
    ...(e.videoProvider
      ? { YOUTUBE_API_URL: e.videoProvider.apiUrl, YOUTUBE_OEMBED_URL: e.videoProvider.oembedUrl }
      : {}),
    ...(e.playerOrigin ? { YOUTUBE_PLAYER_ORIGIN: e.playerOrigin } : {}),
    ...(e.catalogueSnapshotDir ? { CATALOGUE_SNAPSHOT_DIR: e.catalogueSnapshotDir } : {}),
    // Lambda runs Node 22+; the SDK's warning about the local Node 20 is noise here.
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
  };
}

/** Applies the environment to this process, so handlers imported afterwards read it. */
export function applyEnvironment(env: Record<string, string>): void {
  Object.assign(process.env, env);
}
