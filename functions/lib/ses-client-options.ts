import { localCredentials } from './aws';
import { awsSdkHandler } from './aws-http';
import { config } from './config';

/**
 * How both SES clients (v1 for plain mail, v2 for mail with headers) are built: the local SES when
 * an endpoint is set, two attempts, and connect and answer limits that hold for a process kept off
 * the CPU (aws-http.ts).
 */
export const sesClientOptions = () => ({
  region: config.region,
  ...(config.sesEndpoint ? { endpoint: config.sesEndpoint, credentials: localCredentials } : {}),
  maxAttempts: 2,
  requestHandler: awsSdkHandler({ requestTimeoutMs: 5_000 }),
});
