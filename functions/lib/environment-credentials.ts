/**
 * A deployed function's AWS credentials: the Lambda runtime puts the function role's in the
 * environment, which is also where the SDK's default chain looks first. Our own signed calls read
 * them here (signed-http.ts), and in a function's bundle `defaultProvider` stands in for the SDK's
 * whole chain (`@aws-sdk/credential-provider-node`, swapped at bundle time by ROUTE_ALIASES in
 * infra/constructs/route-function.ts). The chain's other sources (profiles, SSO, web identity,
 * containers, instance metadata) and the STS and SSO clients they call were a quarter of every
 * bundle, compiled at each cold start and never used. The local stack, the tests and the operator
 * commands run unbundled and keep the SDK's chain.
 */
import type { Credentials } from './sigv4';

export function environmentCredentials(): Credentials {
  const accessKeyId = process.env.AWS_ACCESS_KEY_ID;
  const secretAccessKey = process.env.AWS_SECRET_ACCESS_KEY;
  if (!accessKeyId || !secretAccessKey) throw new Error('AWS credentials are not in the environment');
  const sessionToken = process.env.AWS_SESSION_TOKEN;
  return { accessKeyId, secretAccessKey, ...(sessionToken ? { sessionToken } : {}) };
}

/**
 * The SDK clients' credential provider, as `@aws-sdk/credential-provider-node` exports it: read when
 * a client signs its first request, and kept by the client for the container's life (a role's
 * credentials in the environment do not change under a running function).
 * @public
 */
export const defaultProvider = () => async (): Promise<Credentials> => environmentCredentials();
