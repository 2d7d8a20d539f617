/** Why the provider client did not answer; each message can be shown to an admin as it is. */

/** Reading a playlist takes the Data API: oEmbed knows single videos only. */
export class PlaylistsNeedAKey extends Error {
  constructor() {
    super(
      'Reading a YouTube playlist needs a YouTube Data API key, and none is configured (YOUTUBE_API_KEY locally, the youtubeApiKeySecret setting in the cloud).',
    );
    this.name = 'PlaylistsNeedAKey';
  }
}

/**
 * Why calls stopped before the work was done: the day's budget of units is spent (`daily-budget`),
 * the provider itself refused for quota (`provider-quota`), or it did not answer in time or failed
 * (`unreachable`). A video check leaves the rest unchecked; a playlist read throws ProviderStopped.
 */
export type StopReason = 'daily-budget' | 'provider-quota' | 'unreachable';

const STOP_MESSAGES: Record<StopReason, string> = {
  'daily-budget': "Today's allowance of YouTube calls is used up. Please try again after midnight UTC.",
  'provider-quota': 'YouTube refused more calls today (its quota is used up). Please try again tomorrow.',
  unreachable: 'YouTube did not answer. Please try again in a moment.',
};

export class ProviderStopped extends Error {
  constructor(
    readonly reason: StopReason,
    /** What happened, for the log (an HTTP status, a timeout); never the key. */
    readonly detail: string = reason,
  ) {
    super(STOP_MESSAGES[reason]);
    this.name = 'ProviderStopped';
  }
}

/**
 * The Data API refused the call itself (a bad or restricted key, a malformed request): a fault of
 * the configuration that trying again will not fix, so it is thrown rather than counted as unchecked.
 */
export class VideoProviderRefused extends Error {
  constructor(
    readonly status: number,
    readonly reason: string,
  ) {
    super(`The YouTube Data API refused the call (HTTP ${status}, ${reason}).`);
    this.name = 'VideoProviderRefused';
  }
}
