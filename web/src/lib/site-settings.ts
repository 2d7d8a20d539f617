/**
 * The operator's contact and social settings (shared/site-settings.ts), read once per page life from
 * the file the deployment writes next to the build. Until it answers, and when it cannot be read,
 * nothing is shown: a made-up address or a link to a platform's front page would be worse.
 */
import { SITE_SETTINGS_PATH, type SiteSettings, siteSettingsIn } from '@shared/site-settings';
import { useEffect, useState } from 'react';
import { api } from './api';

const NONE: SiteSettings = { social: {} };

let asking: Promise<SiteSettings> | undefined;
let known: SiteSettings | undefined;

function loadSiteSettings(): Promise<SiteSettings> {
  asking ??= api<unknown>(SITE_SETTINGS_PATH).then(({ status, data }) => {
    if (status === 200) known = siteSettingsIn(data);
    // A failed read is asked again by the next page that shows the settings.
    else asking = undefined;
    return known ?? NONE;
  });
  return asking;
}

export function useSiteSettings(): SiteSettings {
  const [settings, setSettings] = useState<SiteSettings>(known ?? NONE);
  useEffect(() => {
    let live = true;
    void loadSiteSettings().then((loaded) => live && setSettings(loaded));
    return () => {
      live = false;
    };
  }, []);
  return settings;
}
