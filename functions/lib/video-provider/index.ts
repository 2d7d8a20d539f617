/**
 * What the functions use of the video provider. `videoProvider({ ledger })` with the table's ledger
 * (`providerQuota()` from functions/data/provider-quota.ts) keeps every function within the day's
 * budget of Data API units. Only functions whose manifest entry has `videoProvider` get the key.
 */
import { createVideoProvider, type VideoProviderOptions } from './client';
import type { VideoProvider } from './types';

export { IDS_PER_CALL } from './data-api';
export { PlaylistsNeedAKey, ProviderStopped, VideoProviderRefused } from './errors';
export type * from './types';

export function videoProvider(options?: VideoProviderOptions): VideoProvider {
  return createVideoProvider(options);
}
