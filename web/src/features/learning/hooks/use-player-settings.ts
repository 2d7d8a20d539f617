/**
 * The player's settings for the learner: this device's copy at once, then the account's (another
 * device may have changed them). A change shows at once, is kept on this device and saved on the
 * account, field by field, so a change made elsewhere meanwhile to another field stays.
 */
import type { PlayerSettings } from '@shared/preferences';
import { playerSettingsOf } from '@shared/preferences';
import { useCallback, useEffect, useState } from 'react';
import { loadMyPreferences, saveMyPreferences } from '../../account';
import { storedPlayerSettings, storePlayerSettings } from '../video/player-settings';

export interface PlayerSettingsControl {
  settings: PlayerSettings;
  change(update: Partial<PlayerSettings>): void;
}

export function usePlayerSettings(): PlayerSettingsControl {
  const [settings, setSettings] = useState(storedPlayerSettings);

  useEffect(() => {
    let gone = false;
    void loadMyPreferences().then((preferences) => {
      if (gone || !preferences) return;
      const fromAccount = playerSettingsOf(preferences);
      storePlayerSettings(fromAccount);
      setSettings(fromAccount);
    });
    return () => {
      gone = true;
    };
  }, []);

  const change = useCallback((update: Partial<PlayerSettings>) => {
    setSettings((current) => {
      const next = { ...current, ...update };
      storePlayerSettings(next);
      return next;
    });
    // Not saved (offline): this device keeps the change, and the account its former settings.
    void saveMyPreferences(update);
  }, []);

  return { settings, change };
}
