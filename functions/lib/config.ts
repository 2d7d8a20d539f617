/**
 * Configuration from the environment. Plain fields are read once, when the module loads (once per
 * container). Getters are read on every access, which is cheap: a variable only some functions need
 * (TABLE_NAME, MAIL_FROM, SITE_URL) fails loudly where it is used, naming the variable, instead of
 * failing every function at load, and tests can set one after the module has loaded.
 */
function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`Missing environment variable ${name}`);
  return value;
}

interface SecretSetting {
  readonly value: string | undefined;
  readonly arn: string | undefined;
}

/**
 * A secret given either as its value in `name` (locally) or as the ARN of the secret that holds it
 * in `name`_ARN (in the cloud, where only the functions that need it get the variable).
 */
function secretSetting(name: string): SecretSetting {
  return {
    get value() {
      return process.env[name];
    },
    get arn() {
      return process.env[`${name}_ARN`];
    },
  };
}

/** `chat-fan-out` → `WORKER_CHAT_FAN_OUT_FUNCTION`. */
export const workerFunctionVariable = (key: string): string =>
  `WORKER_${key.toUpperCase().replace(/[^A-Z0-9]+/g, '_')}_FUNCTION`;

export const config = {
  get tableName(): string {
    return required('TABLE_NAME');
  },
  region: process.env.AWS_REGION ?? 'us-east-1',
  /** Set locally to DynamoDB Local; unset in the cloud. */
  dynamodbEndpoint: process.env.DYNAMODB_ENDPOINT,
  /** Set locally to the local SES; unset in the cloud. */
  sesEndpoint: process.env.SES_ENDPOINT,
  get mailFrom(): string {
    return required('MAIL_FROM');
  },
  /**
   * The SES configuration set mail is sent with: it publishes bounces and complaints to the
   * mail-event worker (functions/mail/). Unset where the stack has none (LocalStack).
   */
  get mailConfigurationSet(): string | undefined {
    return process.env.SES_CONFIGURATION_SET || undefined;
  },
  /** Public address of the site, used in mail links and to check the Origin of state-changing calls. */
  get siteUrl(): string {
    return required('SITE_URL').replace(/\/$/, '');
  },
  /** Extra origins allowed to make state-changing calls (e.g. the Vite dev server). */
  get extraOrigins(): string[] {
    return (process.env.EXTRA_ORIGINS ?? '').split(',').filter(Boolean);
  },
  /** Cookies are Secure everywhere except plain-http localhost. */
  cookieSecure: process.env.COOKIE_SECURE !== 'false',
  /**
   * The private key access tokens are signed with (functions/lib/session-keys.ts): a JWK locally, the
   * ARN of its secret in the cloud, where only the functions that issue sessions have either.
   */
  sessionSigningKey: secretSetting('SESSION_SIGNING_KEY'),
  /** The public keys access tokens are verified with: a JWK set locally, the ARN of its secret in the cloud. */
  sessionVerifyKeys: secretSetting('SESSION_VERIFY_KEYS'),
  /** The secret the edge adds to every request (functions/lib/edge.ts): the value locally, an ARN in the cloud. */
  originSecret: secretSetting('ORIGIN_SECRET'),
  /** Where the chat handlers post to connections; derived from the event when unset. */
  get wsManagementEndpoint(): string | undefined {
    return process.env.WS_MANAGEMENT_ENDPOINT;
  },
  /** Where functions invoke other functions: Lambda's own endpoint, locally the gateway. */
  get lambdaEndpoint(): string {
    return process.env.LAMBDA_ENDPOINT ?? `https://lambda.${this.region}.amazonaws.com`;
  },
  /**
   * The deployed name of the worker `key` of the manifest (the stack passes it as
   * `WORKER_<KEY>_FUNCTION`); locally, where the gateway runs workers by key, the key itself.
   */
  workerFunctionName(key: string): string {
    return process.env[workerFunctionVariable(key)] ?? key;
  },
  /**
   * How many chat connections one fan-out worker posts to at most (250). Fewer means more workers in
   * parallel, each done sooner, for a few more invocations per message.
   */
  get chatConnectionsPerWorker(): number {
    const configured = Number(process.env.CHAT_CONNECTIONS_PER_WORKER);
    return Number.isInteger(configured) && configured > 0 ? configured : 250;
  },
  /**
   * Where the catalogue snapshot is kept (functions/catalogue/snapshot-store.ts): the S3 bucket in
   * the cloud, given only to the functions that read or write it; locally a directory instead.
   * Neither set: no snapshot, the catalogue is read from the table.
   */
  get catalogueSnapshotBucket(): string | undefined {
    return process.env.CATALOGUE_SNAPSHOT_BUCKET || undefined;
  },
  get catalogueSnapshotDir(): string | undefined {
    return process.env.CATALOGUE_SNAPSHOT_DIR || undefined;
  },
  /** An address that becomes admin when it registers (the operator's first admin). */
  get adminEmail(): string | undefined {
    return process.env.ADMIN_EMAIL?.trim().toLowerCase() || undefined;
  },
  bcryptCost: Number(process.env.BCRYPT_COST ?? 10),
  /**
   * How long the answers that must not tell whether an address has an account take at least
   * (functions/auth/even-timing.ts). The test run lowers it: its learners ask for links by the dozen.
   */
  get evenAnswerMs(): number {
    const configured = Number(process.env.EVEN_ANSWER_MS);
    return Number.isInteger(configured) && configured > 0 ? configured : 1_000;
  },
  /**
   * How long one DynamoDB request may take before it is abandoned (and tried once more). Short in
   * the cloud so a wedged dependency answers 503 in seconds; the test run raises it because DynamoDB
   * Local on a loaded machine can be slow without being down.
   */
  dynamodbRequestTimeoutMs: Number(process.env.DYNAMODB_REQUEST_TIMEOUT_MS ?? 3_000),
  /**
   * The YouTube Data API v3 key: the value locally, the ARN of its secret in the cloud, where only
   * the functions whose manifest entry has `videoProvider` get the variable. Optional: without it
   * videos are checked through oEmbed and playlists cannot be read.
   */
  youtubeApiKey: secretSetting('YOUTUBE_API_KEY'),
  /**
   * Where the Data API is reached: set locally to the local provider (`…/youtube/v3`), where any
   * key is taken; unset, the real API, and only with a key.
   */
  get youtubeApiUrl(): string | undefined {
    return process.env.YOUTUBE_API_URL?.replace(/\/$/, '') || undefined;
  },
  /** Where oEmbed is reached: YouTube's, or the local provider's. */
  get youtubeOembedUrl(): string {
    return process.env.YOUTUBE_OEMBED_URL || 'https://www.youtube.com/oembed';
  },
  /**
   * Data API units the product spends per UTC day (8,000): well under the 10,000 a key gets by
   * default, so a run of other calls on the same key (an admin importing a playlist) still fits.
   */
  get youtubeDailyUnits(): number {
    const configured = process.env.YOUTUBE_DAILY_UNITS;
    return configured && /^\d+$/.test(configured) ? Number(configured) : 8_000;
  },
};
