/**
 * Deployment settings, read from CDK context (cdk.json or `-c key=value`) and checked once, so a
 * wrong value fails the synth with a message that names the setting instead of failing half-way
 * through a CloudFormation deployment.
 */
import { PriceClass } from 'aws-cdk-lib/aws-cloudfront';
import type { SiteSettings } from '../../shared/site-settings';
import { checkSiteSettings } from '../../shared/site-settings-check';
import { TABLE_CAPACITY_MODES, type TableCapacityMode } from '../constructs/table-capacity';

/** The sender address when none is set: a deploy to AWS refuses it (stage-file.ts), mail would not leave. */
export const PLACEHOLDER_SENDER = 'no-reply@example.com';

/**
 * Where the app goes. `aws`: the real thing. `localstack`: the same stack on LocalStack Pro, whose
 * site answers on LocalStack's port. `localstack-community`: what LocalStack's free image can run
 * (no CloudFront, no API Gateway v2): the functions and the table behind a REST API, without chat.
 */
export const TARGETS = ['aws', 'localstack', 'localstack-community'] as const;
export type Target = (typeof TARGETS)[number];

export interface DeploySettings {
  /** Names the stack (`LearnFree-<stage>`) and the WebSocket API stage. */
  stage: string;
  /** The sender address of every mail; an SES identity is created for it unless `existingSenderIdentity`. */
  senderEmail: string;
  /**
   * An SES identity that already exists in the account and region (the sender address or its domain):
   * used as it is, looked up by name, and not created, so the deploy does not fail with AlreadyExists.
   */
  existingSenderIdentity?: string;
  /** Display name in the From header. */
  senderName: string;
  /** Becomes admin when it registers; empty for none. */
  adminEmail?: string;
  /** Custom domain of the site; the CloudFront domain is used without it. */
  siteDomain?: string;
  /** ACM certificate for `siteDomain`, in us-east-1 (CloudFront only reads certificates there). */
  certificateArn?: string;
  /** Subscribed to the alarm topic when given. */
  alarmEmail?: string;
  /** The SES account is still in the sandbox, where sending also needs rights on recipient identities. */
  sesSandbox: boolean;
  /** Put an AWS WAF web ACL in front of the distribution (infra/constructs/web-acl.ts). */
  waf: boolean;
  /** CloudFront edge locations to serve from. */
  priceClass: PriceClass;
  /**
   * How the table pays for reads and writes (infra/constructs/table-capacity.ts): `provisioned` with
   * auto scaling on AWS, `on-demand` on LocalStack, where nothing is billed.
   */
  tableCapacity: TableCapacityMode;
  /** The origin secret's Secrets Manager version CloudFront sends (set when rotating it). */
  originSecretVersion?: string;
  /** AWS or one of the LocalStack variants. */
  target: Target;
  /** The port LocalStack answers on (its edge port); only for the LocalStack targets. */
  localstackPort: number;
  /** A new value rotates the session key pair on the next deploy (any label, e.g. the date). */
  sessionKeyRotation?: string;
  /**
   * The Secrets Manager secret (its name, or its complete ARN) that holds the YouTube Data API key as
   * plain text; without it videos are checked through oEmbed and playlists cannot be imported.
   */
  youtubeApiKeySecret?: string;
  /**
   * The contact address, phone and social pages the site shows (shared/site-settings.ts), uploaded
   * with the web build as its settings file; each one that is not set is not shown.
   */
  site: SiteSettings;
}

/** Reads one context value; `undefined` for missing or empty. */
export type ContextReader = (key: string) => unknown;

const EMAIL = /^[^\s@<>,;"]+@[^\s@<>,;"]+\.[^\s@<>,;"]+$/;
const DOMAIN = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;
const STAGE = /^[a-z][a-z0-9-]{0,19}$/;
/** A Secrets Manager VersionId (a UUID, or the client request token it was put with). */
const SECRET_VERSION = /^[A-Za-z0-9-]{32,64}$/;
const ROTATION_LABEL = /^[A-Za-z0-9._-]{1,64}$/;
/** A secret's name (letters, digits and /_+=.@-) or its complete ARN (with the six-character suffix). */
const SECRET_NAME = /^[A-Za-z0-9/_+=.@-]{1,512}$/;
const SECRET_ARN =
  /^arn:aws[a-z-]*:secretsmanager:[a-z0-9-]+:\d{12}:secret:[A-Za-z0-9/_+=.@-]+-[A-Za-z0-9]{6}$/;
const CERTIFICATE_ARN = /^arn:aws[a-z-]*:acm:([a-z0-9-]+):\d{12}:certificate\/[0-9a-f-]+$/;

const PRICE_CLASSES: Record<string, PriceClass> = {
  '100': PriceClass.PRICE_CLASS_100,
  '200': PriceClass.PRICE_CLASS_200,
  all: PriceClass.PRICE_CLASS_ALL,
};

function text(read: ContextReader, key: string): string | undefined {
  const value = read(key);
  if (value === undefined || value === null) return undefined;
  const trimmed = String(value).trim();
  return trimmed === '' ? undefined : trimmed;
}

function flag(read: ContextReader, key: string): boolean {
  const value = read(key);
  return value === true || value === 'true';
}

function fail(key: string, message: string): never {
  throw new Error(`Context value "${key}": ${message}`);
}

/** The stage, checked before it names a file. */
export function readStage(read: ContextReader): string {
  const stage = text(read, 'stage') ?? 'prod';
  if (!STAGE.test(stage)) fail('stage', `"${stage}" must be lower-case letters, digits and dashes (max 20).`);
  return stage;
}

/** Reads and checks every deployment setting. */
export function readSettings(read: ContextReader): DeploySettings {
  const stage = readStage(read);

  const senderEmail = (text(read, 'senderEmail') ?? PLACEHOLDER_SENDER).toLowerCase();
  if (!EMAIL.test(senderEmail)) fail('senderEmail', `"${senderEmail}" is not an e-mail address.`);

  const existingSenderIdentity = text(read, 'existingSenderIdentity')?.toLowerCase();
  if (existingSenderIdentity && !identityCovers(existingSenderIdentity, senderEmail)) {
    fail(
      'existingSenderIdentity',
      `"${existingSenderIdentity}" must be the sender address ${senderEmail} or a domain it is in.`,
    );
  }

  const adminEmail = text(read, 'adminEmail')?.toLowerCase();
  if (adminEmail && !EMAIL.test(adminEmail)) fail('adminEmail', `"${adminEmail}" is not an e-mail address.`);

  const alarmEmail = text(read, 'alarmEmail');
  if (alarmEmail && !EMAIL.test(alarmEmail)) fail('alarmEmail', `"${alarmEmail}" is not an e-mail address.`);

  const siteDomain = text(read, 'siteDomain')?.toLowerCase();
  const certificateArn = text(read, 'certificateArn');
  if (siteDomain && !DOMAIN.test(siteDomain)) fail('siteDomain', `"${siteDomain}" is not a domain name.`);
  if (siteDomain && !certificateArn) fail('certificateArn', 'is required with siteDomain.');
  if (certificateArn && !siteDomain) fail('siteDomain', 'is required with certificateArn.');
  if (certificateArn) {
    const region = CERTIFICATE_ARN.exec(certificateArn)?.[1];
    if (!region) fail('certificateArn', `"${certificateArn}" is not an ACM certificate ARN.`);
    if (region !== 'us-east-1') fail('certificateArn', `must be in us-east-1 (CloudFront), not ${region}.`);
  }

  const priceClassKey = (text(read, 'priceClass') ?? '100').toLowerCase();
  const priceClass = PRICE_CLASSES[priceClassKey];
  if (!priceClass)
    fail('priceClass', `"${priceClassKey}" must be one of ${Object.keys(PRICE_CLASSES).join(', ')}.`);

  const target = (text(read, 'target') ?? 'aws') as Target;
  if (!TARGETS.includes(target)) fail('target', `"${target}" must be one of ${TARGETS.join(', ')}.`);

  const tableCapacity = (text(read, 'tableCapacity') ??
    (target === 'aws' ? 'provisioned' : 'on-demand')) as TableCapacityMode;
  if (!TABLE_CAPACITY_MODES.includes(tableCapacity))
    fail('tableCapacity', `"${tableCapacity}" must be one of ${TABLE_CAPACITY_MODES.join(', ')}.`);

  const originSecretVersion = text(read, 'originSecretVersion');
  if (originSecretVersion && !SECRET_VERSION.test(originSecretVersion))
    fail('originSecretVersion', `"${originSecretVersion}" is not a Secrets Manager VersionId.`);
  const localstackPort = Number(text(read, 'localstackPort') ?? 4566);
  if (!Number.isInteger(localstackPort) || localstackPort < 1 || localstackPort > 65535)
    fail('localstackPort', `"${text(read, 'localstackPort')}" is not a port number.`);

  const sessionKeyRotation = text(read, 'sessionKeyRotation');
  if (sessionKeyRotation && !ROTATION_LABEL.test(sessionKeyRotation))
    fail(
      'sessionKeyRotation',
      `"${sessionKeyRotation}" must be up to 64 letters, digits, dots, dashes or underscores.`,
    );

  const youtubeApiKeySecret = text(read, 'youtubeApiKeySecret');
  const secretForm = youtubeApiKeySecret?.startsWith('arn:') ? SECRET_ARN : SECRET_NAME;
  if (youtubeApiKeySecret && !secretForm.test(youtubeApiKeySecret))
    fail(
      'youtubeApiKeySecret',
      `"${youtubeApiKeySecret}" must be a Secrets Manager secret's name or its complete ARN (ending in -xxxxxx).`,
    );

  const site = checkSiteSettings(
    ({ key }) => text(read, key),
    ({ key }) => `Context value "${key}"`,
  );

  return {
    stage,
    senderEmail,
    existingSenderIdentity,
    senderName: text(read, 'senderName') ?? 'LearnFree',
    adminEmail,
    siteDomain,
    certificateArn,
    alarmEmail,
    sesSandbox: flag(read, 'sesSandbox'),
    waf: flag(read, 'waf'),
    priceClass,
    tableCapacity,
    originSecretVersion,
    target,
    localstackPort,
    sessionKeyRotation,
    youtubeApiKeySecret,
    site,
  };
}

/** Whether SES may send as `sender` on `identity`: the address itself, its domain or a parent domain. */
function identityCovers(identity: string, sender: string): boolean {
  if (identity === sender) return true;
  const domain = sender.slice(sender.lastIndexOf('@') + 1);
  return DOMAIN.test(identity) && (domain === identity || domain.endsWith(`.${identity}`));
}
