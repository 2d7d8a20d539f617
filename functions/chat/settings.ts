/**
 * The chat's worker name: the manifest (routes.ts) binds it to a route, and the handlers use it, so
 * it lives apart from it (the manifest imports the handlers).
 */

/** The worker that delivers one message to one run of shards of the room's connections. */
export const CHAT_FAN_OUT = 'chat-fan-out';
