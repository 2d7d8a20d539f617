/**
 * How to reach the people who run the site: a contact address, a phone number and the site's own
 * pages on social platforms. They are the operator's, set at deploy time (CDK context in the cloud,
 * environment variables on the local stack; see site-settings-check.ts), and reach the web app at run
 * time as the file at `SITE_SETTINGS_PATH`, so changing them needs no new build. What is not set is
 * not shown. This module is what the web app needs; it stays small, as every first visit loads it.
 */

export const SITE_SETTINGS_PATH = '/site-settings.json';

export const SOCIAL_PLATFORMS = ['facebook', 'youtube', 'instagram', 'telegram'] as const;
export type SocialPlatform = (typeof SOCIAL_PLATFORMS)[number];

export interface SiteSettings {
  contactEmail?: string;
  /** As it is shown, e.g. "+91 98765 43210". */
  contactPhone?: string;
  /** The site's page on each platform it has one on. */
  social: Partial<Record<SocialPlatform, string>>;
}

/** A setting's name, as CDK context key and in the file: `contactEmail`, `facebookUrl`, … */
export type SettingKey = 'contactEmail' | 'contactPhone' | `${SocialPlatform}Url`;

export const SETTING_KEYS: readonly SettingKey[] = [
  'contactEmail',
  'contactPhone',
  ...SOCIAL_PLATFORMS.map((platform) => `${platform}Url` as const),
];

/**
 * The address is only shown and linked, so a loose check does (one @, a dot after it, no spaces);
 * importing the sign-up rules of shared/validation.ts instead would add them to every first visit.
 */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Digits with the usual separators, an optional leading +: enough for a `tel:` link. */
const PHONE = /^\+?[0-9][0-9 ().-]{4,22}[0-9]$/;

/** The hosts of each platform's pages: a link elsewhere would not be the site's page there. */
export const PLATFORM_HOSTS: Record<SocialPlatform, readonly string[]> = {
  facebook: ['facebook.com', 'www.facebook.com'],
  youtube: ['youtube.com', 'www.youtube.com'],
  instagram: ['instagram.com', 'www.instagram.com'],
  telegram: ['t.me', 'telegram.me'],
};

export const platformOf = (key: SettingKey): SocialPlatform | undefined =>
  SOCIAL_PLATFORMS.find((platform) => key === `${platform}Url`);

/** A page of the platform (https, its host, a path): the bare site is nobody's page. */
function isPlatformPage(platform: SocialPlatform, value: string): boolean {
  try {
    const url = new URL(value);
    return (
      url.protocol === 'https:' && PLATFORM_HOSTS[platform].includes(url.hostname) && url.pathname.length > 1
    );
  } catch {
    return false;
  }
}

/** Whether `value` is right for the setting `key`. */
export function validSetting(key: SettingKey, value: string): boolean {
  const platform = platformOf(key);
  if (platform) return isPlatformPage(platform, value);
  return key === 'contactEmail' ? EMAIL.test(value) && value.length <= 254 : PHONE.test(value);
}

/** Puts a checked value in its place: social pages by platform, the rest by their key. */
export function putSetting(settings: SiteSettings, key: SettingKey, value: string): void {
  const platform = platformOf(key);
  if (platform) settings.social[platform] = value;
  else settings[key as 'contactEmail' | 'contactPhone'] = value;
}

/** The settings the web app reads from the file: anything missing or not as checked is left out. */
export function siteSettingsIn(file: unknown): SiteSettings {
  const settings: SiteSettings = { social: {} };
  if (typeof file !== 'object' || file === null) return settings;
  const raw = file as Record<string, unknown>;
  const social = (typeof raw.social === 'object' && raw.social !== null ? raw.social : {}) as Record<
    string,
    unknown
  >;
  for (const key of SETTING_KEYS) {
    const platform = platformOf(key);
    const value = platform ? social[platform] : raw[key];
    if (typeof value === 'string' && validSetting(key, value)) putSetting(settings, key, value);
  }
  return settings;
}

/** A `tel:` link of a phone number as it is shown. */
export const phoneHref = (phone: string): string => `tel:${phone.replace(/[^0-9+]/g, '')}`;

/** Whether the site has a page on any platform. */
export const hasSocialPages = (social: SiteSettings['social']): boolean =>
  SOCIAL_PLATFORMS.some((platform) => social[platform]);
