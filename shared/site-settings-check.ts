/**
 * The site settings as the operator gives them (shared/site-settings.ts): each one a CDK context
 * key in the cloud and an environment variable on the local stack, checked where they are read, so
 * a typo fails the deploy or the start with the setting named instead of showing a broken link.
 */
import {
  PLATFORM_HOSTS,
  platformOf,
  putSetting,
  SETTING_KEYS,
  type SettingKey,
  type SiteSettings,
  validSetting,
} from './site-settings';

/** `contactEmail` → `SITE_CONTACT_EMAIL`, `facebookUrl` → `SITE_FACEBOOK_URL`. */
export const envNameOf = (key: SettingKey): string =>
  `SITE_${key.replace(/[A-Z]/g, (letter) => `_${letter}`).toUpperCase()}`;

/** The settings' CDK context keys and environment variables. */
export const SITE_SETTING_NAMES = SETTING_KEYS.map((key) => ({ key, env: envNameOf(key) }));

function mustBe(key: SettingKey): string {
  const platform = platformOf(key);
  if (platform) return `an https address of a page on ${PLATFORM_HOSTS[platform][0]}`;
  return key === 'contactEmail' ? 'an e-mail address' : 'a phone number such as +91 98765 43210';
}

/**
 * The settings `value` gives (empty or missing for unset), checked; a wrong one throws an error that
 * names it by `label`.
 */
export function checkSiteSettings(
  value: (setting: { key: SettingKey; env: string }) => string | undefined,
  label: (setting: { key: SettingKey; env: string }) => string,
): SiteSettings {
  const settings: SiteSettings = { social: {} };
  for (const setting of SITE_SETTING_NAMES) {
    const raw = value(setting)?.trim();
    if (!raw) continue;
    if (!validSetting(setting.key, raw))
      throw new Error(`${label(setting)}: "${raw}" must be ${mustBe(setting.key)}.`);
    putSetting(settings, setting.key, raw);
  }
  return settings;
}
