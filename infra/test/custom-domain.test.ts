import { httpRoutes, wsRoutes } from '../../functions/routes';
import { PLACEHOLDER_SENDER } from '../stacks/settings';
import {
  acknowledgments,
  dependencies,
  functionIdOf,
  grantsOf,
  nagFindings,
  ofType,
  type Synthesised,
  synthesise,
} from './fixture';

const DOMAIN = 'learn.example.org';
const CERTIFICATE = 'arn:aws:acm:us-east-1:123456789012:certificate/0a1b2c3d-4e5f-6a7b-8c9d-0e1f2a3b4c5d';

// One synthesis for the file: a custom domain, an SES sandbox account, a first admin, the placeholder
// sender and no web build.
let synth: Synthesised;
let reported = '';
beforeAll(() => {
  const report = jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    reported += args.join(' ');
  });
  try {
    synth = synthesise({
      siteDomain: DOMAIN,
      certificateArn: CERTIFICATE,
      sesSandbox: true,
      adminEmail: 'First.Admin@Example.org',
      senderEmail: PLACEHOLDER_SENDER,
    });
  } finally {
    report.mockRestore();
  }
});

const allRoutes = [...httpRoutes, ...wsRoutes];
const distributionConfig = () =>
  ofType(synth.resources, 'AWS::CloudFront::Distribution')[0]![1].Properties.DistributionConfig;

it('serves the custom domain with its us-east-1 certificate and TLS 1.2 at least', () => {
  expect(distributionConfig()).toMatchObject({
    Aliases: [DOMAIN],
    ViewerCertificate: {
      AcmCertificateArn: CERTIFICATE,
      MinimumProtocolVersion: 'TLSv1.2_2021',
      SslSupportMethod: 'sni-only',
    },
  });
});

it('gives the functions the custom domain as SITE_URL, so they no longer wait for the distribution', () => {
  const edges = dependencies(synth.resources);
  const distributionId = ofType(synth.resources, 'AWS::CloudFront::Distribution')[0]![0];
  for (const route of allRoutes) {
    const fnId = functionIdOf(synth.resources, route);
    expect(synth.resources[fnId]!.Properties.Environment.Variables.SITE_URL).toBe(`https://${DOMAIN}`);
    expect(edges.get(fnId)).not.toContain(distributionId);
  }
});

it('names the WebSocket origin of the custom domain in the CSP', () => {
  const [, policy] = ofType(synth.resources, 'AWS::CloudFront::ResponseHeadersPolicy')[0]!;
  const csp: string =
    policy.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig.ContentSecurityPolicy
      .ContentSecurityPolicy;
  expect(csp).toContain(`connect-src 'self' wss://${DOMAIN}`);
});

it('passes the first admin address, lower-cased, as ADMIN_EMAIL', () => {
  for (const route of allRoutes) {
    const env = synth.resources[functionIdOf(synth.resources, route)]!.Properties.Environment.Variables;
    expect(env.ADMIN_EMAIL).toBe('first.admin@example.org');
  }
});

it("lets mail routes of an SES sandbox account send on the account's identities, and no other route", () => {
  for (const route of allRoutes) {
    const sandboxGrants = grantsOf(synth.resources, functionIdOf(synth.resources, route)).filter((grant) =>
      JSON.stringify(grant.resources).includes(':identity/*'),
    );
    const mails = Boolean(route.mail);
    const name = 'key' in route ? route.key : route.routeKey;
    expect({ route: name, sandbox: sandboxGrants.length }).toEqual({
      route: name,
      sandbox: mails ? 1 : 0,
    });
  }
});

it('uploads nothing without a web build, and says so', () => {
  synth.template.resourceCountIs('Custom::CDKBucketDeployment', 0);
  expect(reported).toContain('learnfree:no-web-build');
});

it('warns that the placeholder sender cannot send mail', () => {
  expect(reported).toContain('learnfree:placeholder-sender');
});

it('passes the AwsSolutions checks with the TLS rule enforced rather than acknowledged', () => {
  expect(nagFindings(synth.app, 'error')).toEqual([]);
  expect(acknowledgments(synth.app).map((entry) => entry.id)).not.toContainEqual(
    expect.stringContaining('CFR4'),
  );
});
