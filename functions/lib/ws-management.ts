/**
 * API Gateway's management API: posting frames to WebSocket connections (signed-http.ts, many at a
 * time over keep-alive sockets) and closing them (the SDK: operator commands close sockets too, with
 * their profile's credentials; it sends through aws-http.ts, whose time limits survive a process
 * that was kept off the CPU). The endpoint is only known from configuration or from the event.
 */
import type { ApiGatewayManagementApiClient } from '@aws-sdk/client-apigatewaymanagementapi';
import { awsSdkHandler } from './aws-http';
import { config } from './config';
import { callError, signedPost } from './signed-http';

const clients = new Map<string, ApiGatewayManagementApiClient>();

/** The management endpoint: `WS_MANAGEMENT_ENDPOINT` when set (locally), else the API's own stage URL. */
export function managementEndpoint(request: { domainName: string; stage: string }): string {
  return config.wsManagementEndpoint ?? `https://${request.domainName}/${request.stage}`;
}

// Loaded when a socket is first closed (a session's end), not with every chat function: posting,
// the chat's hot path, is signed here without it.
const managementApi = () => import('@aws-sdk/client-apigatewaymanagementapi');

async function client(endpoint: string): Promise<ApiGatewayManagementApiClient> {
  const { ApiGatewayManagementApiClient } = await managementApi();
  let found = clients.get(endpoint);
  if (!found) {
    found = new ApiGatewayManagementApiClient({
      region: config.region,
      endpoint,
      // A session's end waits for its sockets to close: fail fast and let the caller log it.
      maxAttempts: 2,
      requestHandler: awsSdkHandler(),
    });
    clients.set(endpoint, found);
  }
  return found;
}

/** API Gateway answers 410 GoneException for a connection that has closed. */
export const isGone = (error: unknown): boolean => error instanceof Error && error.name === 'GoneException';

/**
 * Sends `text` (a frame already serialised, so a fan-out encodes it once for every connection);
 * resolves false when the connection is gone (410), throws on other failures.
 */
export async function postText(endpoint: string, connectionId: string, text: string): Promise<boolean> {
  const answer = await signedPost({
    service: 'execute-api',
    endpoint,
    path: `/@connections/${encodeURIComponent(connectionId)}`,
    body: text,
  });
  if (answer.status >= 200 && answer.status < 300) return true;
  if (answer.status === 410) return false;
  throw callError(answer, 'ManagementApiError');
}

/** Sends `frame` as JSON text; resolves false when the connection is gone, throws on other failures. */
export function postToConnection(endpoint: string, connectionId: string, frame: unknown): Promise<boolean> {
  return postText(endpoint, connectionId, JSON.stringify(frame));
}

/** Closes the connection from the server's side; resolves false when it was already gone. */
export async function closeConnection(endpoint: string, connectionId: string): Promise<boolean> {
  try {
    const { DeleteConnectionCommand } = await managementApi();
    await (await client(endpoint)).send(new DeleteConnectionCommand({ ConnectionId: connectionId }));
    return true;
  } catch (error) {
    if (isGone(error)) return false;
    throw error;
  }
}
