/**
 * Ending sessions completely: the refresh sessions go first (so a socket cannot be opened with them
 * any more: `$connect` checks its session in the same transaction that stores the connection), then
 * every chat connection opened with them is forgotten and closed. Used by logout, a refused stale
 * refresh, a password reset and an admin revoke; a password change keeps the caller's own session.
 */
import { forgetConnections, type UserConnection, userConnections } from '../data/connections';
import { endOtherSessions, endSession } from '../data/sessions';
import { config } from '../lib/config';
import { log } from '../lib/log';
import { closeConnection } from '../lib/ws-management';

/**
 * Forgets the user's connections that `which` selects and closes their sockets. Without a
 * management endpoint (an operator command with none configured) the sockets stay open but can no
 * longer post or receive: both need the connection's room item.
 */
export async function closeSockets(userId: string, which: (c: UserConnection) => boolean): Promise<number> {
  const connections = (await userConnections(userId)).filter(which);
  if (connections.length === 0) return 0;
  await forgetConnections(connections);
  const endpoint = config.wsManagementEndpoint;
  if (endpoint) {
    await Promise.all(
      connections.map(({ connectionId }) =>
        closeConnection(endpoint, connectionId).catch((error: unknown) =>
          log.warn('socket not closed', { connectionId, error }),
        ),
      ),
    );
  }
  return connections.length;
}

/** Ends one session (logout, a stale refresh token) and closes the sockets opened with it. */
export async function endOneSession(userId: string, sessionId: string): Promise<void> {
  await endSession({ userId, sessionId });
  await closeSockets(userId, (c) => c.sessionId === sessionId);
}

/**
 * Ends every session of the user but `keepSessionId` and closes their sockets (a password reset, an
 * admin revoke; a password change keeps the session it was made in).
 */
export async function endEverySession(userId: string, keepSessionId?: string): Promise<void> {
  await endOtherSessions(userId, keepSessionId);
  await closeSockets(userId, (c) => keepSessionId === undefined || c.sessionId !== keepSessionId);
}
