/**
 * The `customDomain` variant: a custom domain, an SES account in the sandbox, a first admin, a
 * pinned origin secret version, the placeholder sender and no web build.
 */
import { ORIGIN_SECRET_HEADER } from '../../../functions/lib/edge-headers';
import { httpRoutes, wsRoutes } from '../../../functions/routes';
import { securityHeaders } from '../../constructs/site-headers';
import { SITE_PATHS } from '../../constructs/static-site';
import {
  acknowledgments,
  dependencies,
  distributionConfig as distributionConfigOf,
  functionIdOf,
  grantsOf,
  nagFindings,
  ofType,
  originHeadersFor,
  renderedHeader,
  type Synthesised,
} from '../fixture';
import { policyHeaders } from '../response-headers';
import { CERTIFICATE_ARN, ORIGIN_SECRET_VERSION, SITE_DOMAIN, synthesised } from '../variants';

describe('a stage with a custom domain and the other settings', () => {
  let synth: Synthesised;
  beforeAll(() => {
    synth = synthesised('customDomain');
  });

  const allRoutes = [...httpRoutes, ...wsRoutes];
  const distributionConfig = () => distributionConfigOf(synth.resources);

  it('serves the custom domain with its us-east-1 certificate and TLS 1.2 at least', () => {
    expect(distributionConfig()).toMatchObject({
      Aliases: [SITE_DOMAIN],
      ViewerCertificate: {
        AcmCertificateArn: CERTIFICATE_ARN,
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
      expect(synth.resources[fnId]!.Properties.Environment.Variables.SITE_URL).toBe(`https://${SITE_DOMAIN}`);
      expect(edges.get(fnId)).not.toContain(distributionId);
    }
  });

  it('sends the security headers of the local gateway, with the custom domain', () => {
    expect(policyHeaders(synth)).toEqual(securityHeaders(SITE_DOMAIN));
  });

  it('has CloudFront send the origin secret version named by originSecretVersion, after a rotation', () => {
    for (const pathPattern of [SITE_PATHS.api, SITE_PATHS.socket]) {
      const header = originHeadersFor(synth.resources, pathPattern).find(
        (h) => h.HeaderName === ORIGIN_SECRET_HEADER,
      );
      expect(renderedHeader(header!.HeaderValue)).toMatch(
        new RegExp(`:SecretString:current::${ORIGIN_SECRET_VERSION}}}$`),
      );
    }
  });

  it('names the WebSocket origin of the custom domain in the CSP', () => {
    const [, policy] = ofType(synth.resources, 'AWS::CloudFront::ResponseHeadersPolicy')[0]!;
    const csp: string =
      policy.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig.ContentSecurityPolicy
        .ContentSecurityPolicy;
    expect(csp).toContain(`connect-src 'self' wss://${SITE_DOMAIN}`);
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
    expect(synth.reported).toContain('learnfree:no-web-build');
  });

  it('warns that the placeholder sender cannot send mail', () => {
    expect(synth.reported).toContain('learnfree:placeholder-sender');
  });

  it('passes the AwsSolutions checks with the TLS rule enforced rather than acknowledged', () => {
    expect(nagFindings(synth.app, 'error')).toEqual([]);
    expect(acknowledgments(synth.app).map((entry) => entry.id)).not.toContainEqual(
      expect.stringContaining('CFR4'),
    );
  });
});
