/** Reads the distribution's response headers back from a synthesised template. */
import { ofType, type Synthesised } from './fixture';

// biome-ignore lint/suspicious/noExplicitAny: synthesised CloudFormation is untyped JSON, read by shape.
type Json = Record<string, any>;

/** The headers a browser receives from the distribution's response-headers policy. */
export function policyHeaders(synth: Synthesised): Record<string, string> {
  const policies = ofType(synth.resources, 'AWS::CloudFront::ResponseHeadersPolicy');
  expect(policies).toHaveLength(1);
  const config: Json = policies[0]![1].Properties.ResponseHeadersPolicyConfig;
  const security = config.SecurityHeadersConfig;
  const hsts = security.StrictTransportSecurity;
  const overrides = [
    security.ContentSecurityPolicy,
    hsts,
    security.FrameOptions,
    security.ContentTypeOptions,
    security.ReferrerPolicy,
    ...config.CustomHeadersConfig.Items,
  ].map((entry: Json) => entry.Override);
  // Overriding: what the origin sends (S3 metadata, a function's answer) cannot weaken them.
  expect(overrides.every(Boolean)).toBe(true);
  return {
    'content-security-policy': security.ContentSecurityPolicy.ContentSecurityPolicy,
    'strict-transport-security': [
      `max-age=${hsts.AccessControlMaxAgeSec}`,
      ...(hsts.IncludeSubdomains ? ['includeSubDomains'] : []),
      ...(hsts.Preload ? ['preload'] : []),
    ].join('; '),
    'x-frame-options': security.FrameOptions.FrameOption,
    'x-content-type-options': 'nosniff',
    'referrer-policy': security.ReferrerPolicy.ReferrerPolicy,
    ...Object.fromEntries(
      config.CustomHeadersConfig.Items.map((item: Json) => [String(item.Header).toLowerCase(), item.Value]),
    ),
  };
}
