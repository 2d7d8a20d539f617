/**
 * Posting frames to WebSocket connections through API Gateway's management API. One client per
 * endpoint, built on first use and kept for the container's life: the endpoint is only known from
 * configuration or from the first event.
 */
import {
  ApiGatewayManagementApiClient,
  DeleteConnectionCommand,
  PostToConnectionCommand,
} from '@aws-sdk/client-apigatewaymanagementapi';
import { config } from './config';

const clients = new Map<string, ApiGatewayManagementApiClient>();

/** The management endpoint: `WS_MANAGEMENT_ENDPOINT` when set (locally), else the API's own stage URL. */
export function managementEndpoint(request: { domainName: string; stage: string }): string {
  return config.wsManagementEndpoint ?? `https://${request.domainName}/${request.stage}`;
}

function client(endpoint: string): ApiGatewayManagementApiClient {
  let found = clients.get(endpoint);
  if (!found) {
    found = new ApiGatewayManagementApiClient({
      region: config.region,
      endpoint,
      // A dead connection must not hold up a fan-out: fail fast and let the caller log it.
      maxAttempts: 2,
      // Without throwOnRequestTimeout the SDK only logs a breached requestTimeout and keeps waiting.
      requestHandler: { connectionTimeout: 1_000, requestTimeout: 3_000, throwOnRequestTimeout: true },
    });
    clients.set(endpoint, found);
  }
  return found;
}

/** API Gateway answers 410 GoneException for a connection that has closed. */
export const isGone = (error: unknown): boolean => error instanceof Error && error.name === 'GoneException';

/** Sends `frame` as JSON text; resolves false when the connection is gone, throws on other failures. */
export async function postToConnection(
  endpoint: string,
  connectionId: string,
  frame: unknown,
): Promise<boolean> {
  try {
    await client(endpoint).send(
      new PostToConnectionCommand({
        ConnectionId: connectionId,
        Data: new TextEncoder().encode(JSON.stringify(frame)),
      }),
    );
    return true;
  } catch (error) {
    if (isGone(error)) return false;
    throw error;
  }
}

/** Closes the connection from the server's side; resolves false when it was already gone. */
export async function closeConnection(endpoint: string, connectionId: string): Promise<boolean> {
  try {
    await client(endpoint).send(new DeleteConnectionCommand({ ConnectionId: connectionId }));
    return true;
  } catch (error) {
    if (isGone(error)) return false;
    throw error;
  }
}
