/**
 * The chat's worker name: the manifest (routes.ts) binds it to a route, and the handlers use it, so
 * it lives apart from it (the manifest imports the handlers).
 */

/** The worker that delivers one message to one run of shards of the room's connections. */
export const CHAT_FAN_OUT = 'chat-fan-out';

/**
 * How the room's messages are delivered (delivery.ts): a window of a second, read a quarter of a
 * second after it closes, in socket messages of at most 32 KB (API Gateway's billing unit).
 */
export const CHAT_DELIVERY = { windowMs: 1_000, graceMs: 250, maxFrameBytes: 32 * 1024 } as const;
