/**
 * The player's settings on this device: speed, captions and whether the next lesson follows on
 * its own. They are kept in localStorage, for a visitor and as the learner's copy of their account's
 * (which wins once it has answered), so a player starts with them at once.
 */
import {
  DEFAULT_PREFERENCES,
  isPlaybackRate,
  type PlayerSettings,
  playerSettingsOf,
} from '@shared/preferences';

const STORAGE_KEY = 'lf-player';

export const DEFAULT_PLAYER_SETTINGS: PlayerSettings = playerSettingsOf(DEFAULT_PREFERENCES);

/** The settings kept on this device, each one checked (a bad or missing one is its default). */
export function storedPlayerSettings(): PlayerSettings {
  let stored: Partial<Record<keyof PlayerSettings, unknown>> = {};
  try {
    stored = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}') ?? {};
  } catch {
    // Unreadable or refused storage: the defaults.
  }
  return {
    playbackRate: isPlaybackRate(stored.playbackRate)
      ? stored.playbackRate
      : DEFAULT_PLAYER_SETTINGS.playbackRate,
    captions: typeof stored.captions === 'boolean' ? stored.captions : DEFAULT_PLAYER_SETTINGS.captions,
    autoplayNext:
      typeof stored.autoplayNext === 'boolean' ? stored.autoplayNext : DEFAULT_PLAYER_SETTINGS.autoplayNext,
  };
}

export function storePlayerSettings(settings: PlayerSettings): void {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(settings));
  } catch {
    // Not kept on this device; the account still has them.
  }
}
