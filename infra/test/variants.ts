/**
 * The stack configurations the tests synthesise. Synthesis with its checks takes most of a stack
 * test's time, so each variant is synthesised at most once (`synthesised`) in stacks.test.ts, the one
 * test file of the stack: the topics of `default-stage/` and `configured-stages/` read theirs, and
 * localstack.topic.ts the two LocalStack variants.
 */
import type { Environment } from 'aws-cdk-lib';
import { PLACEHOLDER_SENDER } from '../stacks/settings';
import { ALLOW_PLACEHOLDER_SENDER } from '../stacks/stage-file';
import { type Synthesised, synthesise, TEST_ACCOUNT, webDistFixture } from './fixture';

export const SITE_DOMAIN = 'learn.example.org';
export const CERTIFICATE_ARN =
  'arn:aws:acm:us-east-1:123456789012:certificate/0a1b2c3d-4e5f-6a7b-8c9d-0e1f2a3b4c5d';
export const ORIGIN_SECRET_VERSION = '3f9a1c52-8e7b-4d0e-9f61-2b7c4a8d5e10';
/** The YouTube Data API key's secret, by name and by complete ARN. */
export const YOUTUBE_KEY_SECRET_NAME = 'learnfree/youtube-api-key';
export const YOUTUBE_KEY_SECRET_ARN =
  'arn:aws:secretsmanager:eu-west-1:123456789012:secret:learnfree/youtube-api-key-a1B2c3';

interface Variant {
  readonly context?: Record<string, unknown>;
  /** Upload a small stand-in for the web build. */
  readonly webDist?: boolean;
  /** A concrete account and region, as `cdk deploy` with credentials gives them. */
  readonly env?: Environment;
  /** With CDK's built-in CloudFormation validation (see `SynthOptions`). */
  readonly validateTemplates?: boolean;
}

export const VARIANTS = {
  /** `cdk deploy` with the tests' stage file (infra/test/stages) and a web build, environment-agnostic. */
  default: { webDist: true, validateTemplates: true },
  /**
   * A stage configured where the defaults leave it open, in us-east-2: a custom domain, an SES
   * account in the sandbox, a first admin, a pinned origin secret version and a YouTube API key
   * named by its secret's name; with the placeholder sender (allowed for this synth only) and no web
   * build, which synthesis warns about.
   */
  customDomain: {
    context: {
      siteDomain: SITE_DOMAIN,
      certificateArn: CERTIFICATE_ARN,
      sesSandbox: true,
      adminEmail: 'First.Admin@Example.org',
      senderEmail: PLACEHOLDER_SENDER,
      [ALLOW_PLACEHOLDER_SENDER]: true,
      originSecretVersion: ORIGIN_SECRET_VERSION,
      youtubeApiKeySecret: YOUTUBE_KEY_SECRET_NAME,
    },
    env: { account: TEST_ACCOUNT, region: 'us-east-2' },
    validateTemplates: true,
  },
  /**
   * Mail from a domain that is already an SES identity of the account, in eu-west-1, a YouTube API
   * key named by its secret's complete ARN, and a table on demand.
   */
  existingSender: {
    context: {
      tableCapacity: 'on-demand',
      senderEmail: 'no-reply@learn.example.org',
      existingSenderIdentity: 'learn.example.org',
      youtubeApiKeySecret: YOUTUBE_KEY_SECRET_ARN,
    },
    env: { account: TEST_ACCOUNT, region: 'eu-west-1' },
  },
  /** The whole stack on LocalStack Pro, on a port of its own. */
  localstack: { context: { target: 'localstack', stage: 'local', localstackPort: '4510' } },
  /** What LocalStack's free image runs. */
  community: { context: { target: 'localstack-community', stage: 'local' } },
} satisfies Record<string, Variant>;

export type VariantName = keyof typeof VARIANTS;

const made = new Map<VariantName, Synthesised | { failed: unknown }>();

/** The variant, synthesised on first use in this test file; a synthesis that failed is not tried again. */
export function synthesised(name: VariantName): Synthesised {
  let synth = made.get(name);
  if (!synth) {
    const variant: Variant = VARIANTS[name];
    try {
      synth = synthesise(variant.context, {
        webDist: variant.webDist ? webDistFixture() : undefined,
        env: variant.env,
        validateTemplates: variant.validateTemplates,
      });
    } catch (error) {
      synth = { failed: error };
    }
    made.set(name, synth);
  }
  if ('failed' in synth) throw synth.failed;
  return synth;
}
