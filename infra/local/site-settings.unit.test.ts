/**
 * The local gateway answers the web app's site settings from the environment, as the deployment's
 * file does in the cloud: only what is set, and a wrong value stops the start with its variable named.
 */
import { SITE_SETTINGS_PATH } from '../../shared/site-settings';
import { freePort } from '../../test/support/free-port';
import { startGateway } from './gateway';
import { siteSettingsFromEnv } from './site-settings';

describe('the site settings on the local stack', () => {
  it('answers what the environment sets, uncached, and nothing else', async () => {
    const siteSettings = siteSettingsFromEnv({
      SITE_CONTACT_EMAIL: 'help@learn.example.org',
      SITE_TELEGRAM_URL: 'https://t.me/learnfree',
      SITE_FACEBOOK_URL: '',
    });
    const gateway = await startGateway({ port: await freePort(), siteSettings });
    try {
      const response = await fetch(`${gateway.url}${SITE_SETTINGS_PATH}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.json()).toEqual({
        contactEmail: 'help@learn.example.org',
        social: { telegram: 'https://t.me/learnfree' },
      });
    } finally {
      await gateway.close();
    }
  });

  it('refuses a wrong value by its variable', () => {
    expect(() => siteSettingsFromEnv({ SITE_YOUTUBE_URL: 'https://www.youtube.com/' })).toThrow(
      /^SITE_YOUTUBE_URL: "https:\/\/www.youtube.com\/" must be an https address of a page on youtube.com\.$/,
    );
  });
});
