/**
 * API Gateway's management API: posting frames to WebSocket connections and closing them, each one
 * signed request (signed-http.ts) over keep-alive sockets. Operator commands close sockets too (a
 * revoked admin's), with their profile's credentials: closing signs with the default chain
 * (default-credentials.ts). The endpoint is only known from configuration or from the event.
 */
import { config } from './config';
import { defaultCredentials } from './default-credentials';
import { withOneRetry } from './retry';
import { asText, callError, type SignedAnswer, signedPost, signedRequest } from './signed-http';

/** The management endpoint: `WS_MANAGEMENT_ENDPOINT` when set (locally), else the API's own stage URL. */
export function managementEndpoint(request: { domainName: string; stage: string }): string {
  return config.wsManagementEndpoint ?? `https://${request.domainName}/${request.stage}`;
}

const connectionPath = (connectionId: string) => `/@connections/${encodeURIComponent(connectionId)}`;

/**
 * Sends `text` (a frame already serialised, so a fan-out encodes it once for every connection);
 * resolves false when the connection is gone (410), throws on other failures.
 */
export async function postText(endpoint: string, connectionId: string, text: string): Promise<boolean> {
  const answer = await signedPost({
    service: 'execute-api',
    endpoint,
    path: connectionPath(connectionId),
    body: text,
  });
  return connectionStillThere(answer);
}

/** True for a success, false when the connection is gone (410); other answers are thrown. */
function connectionStillThere(answer: SignedAnswer): boolean {
  if (answer.status >= 200 && answer.status < 300) return true;
  if (answer.status === 410) return false;
  throw callError(answer, 'ManagementApiError');
}

/** Sends `frame` as JSON text; resolves false when the connection is gone, throws on other failures. */
export function postToConnection(endpoint: string, connectionId: string, frame: unknown): Promise<boolean> {
  return postText(endpoint, connectionId, JSON.stringify(frame));
}

/**
 * Closes the connection from the server's side; resolves false when it was already gone. A session's
 * end waits for its sockets to close: a failing call is tried once more, then the caller logs it.
 */
export async function closeConnection(endpoint: string, connectionId: string): Promise<boolean> {
  const credentials = await defaultCredentials();
  return withOneRetry(async () =>
    connectionStillThere(
      asText(
        await signedRequest({
          method: 'DELETE',
          service: 'execute-api',
          endpoint,
          path: connectionPath(connectionId),
          credentials,
        }),
      ),
    ),
  );
}
