/**
 * The chat's worker name and frame limits: the manifest (routes.ts) binds them to routes, and the
 * handlers use them, so they live apart from it (the manifest imports the handlers).
 */

/** The worker that delivers one message to one run of shards of the room's connections. */
export const CHAT_FAN_OUT = 'chat-fan-out';

/**
 * Frames per connection. The app asks for the history once per connection and never sends unknown
 * actions, so a handful a minute is generous; chat messages may come as fast as the per-learner
 * limit allows (`CHAT_RATE`), and invalid ones count too.
 */
export const FRAME_LIMITS = {
  history: { scope: 'frames-history', limit: 5, windowSeconds: 60 },
  // The app asks every 30 s while the tab is visible (and the history answers it too).
  presence: { scope: 'frames-presence', limit: 5, windowSeconds: 60 },
  sendChat: { scope: 'frames-send-chat', limit: 20, windowSeconds: 10 },
  unknown: { scope: 'frames-unknown', limit: 5, windowSeconds: 60 },
} as const;
