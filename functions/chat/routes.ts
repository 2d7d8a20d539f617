import type { WsRoute } from '../route-types';

/** The chat over API Gateway's WebSocket API; frames are routed on `$request.body.action`. */
export const chatRoutes: WsRoute[] = [
  { routeKey: '$connect', handler: 'chat/connect', table: 'write' },
  { routeKey: '$disconnect', handler: 'chat/disconnect', table: 'write' },
  { routeKey: '$default', handler: 'chat/unknown-action', table: 'read', chat: true },
  { routeKey: 'history', handler: 'chat/send-history', table: 'read', chat: true },
  { routeKey: 'send_chat', handler: 'chat/send-chat', table: 'write', chat: true },
];
