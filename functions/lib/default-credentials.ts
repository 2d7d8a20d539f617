/**
 * The credentials of the calls operator commands make too (the table, closing chat sockets): the
 * SDK's default chain, loaded when the first call is signed. In a function's bundle the chain is
 * environment-credentials.ts, where Lambda puts the role's (ROUTE_ALIASES swaps it in); an operator
 * command run from a laptop keeps its profiles and SSO. The chain's provider keeps what it read and
 * reads again before the credentials expire.
 */
import type { Credentials } from './sigv4';

let chain: Promise<() => Promise<Credentials>> | undefined;

export async function defaultCredentials(): Promise<Credentials> {
  chain ??= import('@aws-sdk/credential-provider-node').then(({ defaultProvider }) => defaultProvider());
  return (await chain)();
}
