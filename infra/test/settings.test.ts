import { PriceClass } from 'aws-cdk-lib/aws-cloudfront';
import { PLACEHOLDER_SENDER, readSettings } from '../stacks/settings';

const from = (context: Record<string, unknown>) => readSettings((key) => context[key]);
const CERTIFICATE = 'arn:aws:acm:us-east-1:123456789012:certificate/0a1b2c3d-4e5f-6a7b-8c9d-0e1f2a3b4c5d';

describe('deployment settings', () => {
  it('defaults to the prod stage, the placeholder sender, no custom domain and no WAF', () => {
    expect(from({})).toEqual({
      stage: 'prod',
      senderEmail: PLACEHOLDER_SENDER,
      senderName: 'LearnFree',
      adminEmail: undefined,
      siteDomain: undefined,
      certificateArn: undefined,
      alarmEmail: undefined,
      sesSandbox: false,
      waf: false,
      priceClass: PriceClass.PRICE_CLASS_100,
      tableCapacity: 'provisioned',
      existingSenderIdentity: undefined,
      target: 'aws',
      localstackPort: 4566,
      // No contact and no social links until the operator sets them.
      site: { social: {} },
    });
  });

  it("takes the site's contact and social pages from context, and refuses a wrong one by its key", () => {
    expect(
      from({ contactEmail: 'help@learn.example.org', instagramUrl: 'https://www.instagram.com/learnfree' })
        .site,
    ).toEqual({
      contactEmail: 'help@learn.example.org',
      social: { instagram: 'https://www.instagram.com/learnfree' },
    });
    expect(() => from({ facebookUrl: 'https://www.facebook.com/' })).toThrow(/Context value "facebookUrl"/);
  });

  it('uses an existing SES identity when it is the sender address or a domain the address is in', () => {
    const sender = { senderEmail: 'no-reply@mail.learn.example.org' };
    for (const identity of ['no-reply@mail.learn.example.org', 'mail.learn.example.org', 'Example.org']) {
      expect(from({ ...sender, existingSenderIdentity: identity }).existingSenderIdentity).toBe(
        identity.toLowerCase(),
      );
    }
    for (const identity of ['other@mail.learn.example.org', 'ample.org', 'learn.example.com']) {
      expect(() => from({ ...sender, existingSenderIdentity: identity })).toThrow(/existingSenderIdentity/);
    }
  });

  it('knows the AWS and LocalStack targets and refuses others', () => {
    expect(from({ target: 'localstack-community', localstackPort: '4510' })).toMatchObject({
      target: 'localstack-community',
      localstackPort: 4510,
    });
    expect(() => from({ target: 'gcp' })).toThrow(/target/);
    // Nothing is billed on LocalStack: its table is on demand unless a stage asks otherwise.
    expect(from({ target: 'localstack' }).tableCapacity).toBe('on-demand');
    expect(from({ target: 'localstack', tableCapacity: 'provisioned' }).tableCapacity).toBe('provisioned');
    expect(() => from({ target: 'localstack', localstackPort: 'edge' })).toThrow(/localstackPort/);
  });

  it('takes the YouTube API key secret by name or complete ARN, and refuses anything else by the setting', () => {
    const arn = 'arn:aws:secretsmanager:eu-west-1:123456789012:secret:learnfree/youtube-api-key-a1B2c3';
    expect(from({ youtubeApiKeySecret: 'learnfree/youtube-api-key' }).youtubeApiKeySecret).toBe(
      'learnfree/youtube-api-key',
    );
    expect(from({ youtubeApiKeySecret: arn }).youtubeApiKeySecret).toBe(arn);
    expect(from({ youtubeApiKeySecret: '' }).youtubeApiKeySecret).toBeUndefined();
    for (const wrong of [
      'AIzaSy key with spaces',
      'arn:aws:secretsmanager:eu-west-1:123456789012:secret:youtube',
    ]) {
      expect(() => from({ youtubeApiKeySecret: wrong })).toThrow(/youtubeApiKeySecret/);
    }
  });

  it('treats empty strings from cdk.json as not set', () => {
    expect(from({ adminEmail: '', siteDomain: ' ', certificateArn: '' })).toMatchObject({
      adminEmail: undefined,
      siteDomain: undefined,
    });
  });

  it('reads -c values, which arrive as strings', () => {
    expect(from({ sesSandbox: 'true', priceClass: 'all', adminEmail: 'Ada@Example.org' })).toMatchObject({
      sesSandbox: true,
      priceClass: PriceClass.PRICE_CLASS_ALL,
      adminEmail: 'ada@example.org',
    });
  });

  it('accepts a custom domain with a us-east-1 certificate', () => {
    expect(from({ siteDomain: 'Learn.Example.org', certificateArn: CERTIFICATE })).toMatchObject({
      siteDomain: 'learn.example.org',
      certificateArn: CERTIFICATE,
    });
  });

  it('refuses a certificate outside us-east-1, naming the setting', () => {
    expect(() =>
      from({
        siteDomain: 'learn.example.org',
        certificateArn: CERTIFICATE.replace('us-east-1', 'eu-west-1'),
      }),
    ).toThrow(/certificateArn.*us-east-1/);
  });

  it('refuses a domain without a certificate and a certificate without a domain', () => {
    expect(() => from({ siteDomain: 'learn.example.org' })).toThrow(/certificateArn/);
    expect(() => from({ certificateArn: CERTIFICATE })).toThrow(/siteDomain/);
  });

  it('refuses malformed addresses, stages and price classes', () => {
    expect(() => from({ senderEmail: 'not-an-address' })).toThrow(/senderEmail/);
    expect(() => from({ stage: 'Prod Stage' })).toThrow(/stage/);
    expect(() => from({ priceClass: '300' })).toThrow(/priceClass/);
    expect(() => from({ tableCapacity: 'reserved' })).toThrow(
      /"tableCapacity": "reserved" must be one of provisioned, on-demand/,
    );
  });
});
