import { phoneHref, siteSettingsIn } from './site-settings';
import { checkSiteSettings, SITE_SETTING_NAMES } from './site-settings-check';

const check = (values: Record<string, string>) =>
  checkSiteSettings(
    ({ key }) => values[key],
    ({ key }) => `Context value "${key}"`,
  );

describe('the site settings', () => {
  it('keeps what the operator set and leaves out what is unset or blank', () => {
    expect(check({})).toEqual({ social: {} });
    expect(
      check({
        contactEmail: 'help@learn.example.org',
        contactPhone: ' +91 98765 43210 ',
        youtubeUrl: 'https://www.youtube.com/@learnfree',
        telegramUrl: 'https://t.me/learnfree',
        facebookUrl: '',
      }),
    ).toEqual({
      contactEmail: 'help@learn.example.org',
      contactPhone: '+91 98765 43210',
      social: { youtube: 'https://www.youtube.com/@learnfree', telegram: 'https://t.me/learnfree' },
    });
  });

  it.each([
    ['contactEmail', 'not-an-address'],
    ['contactPhone', 'call us'],
    // The platform's front page is nobody's page.
    ['facebookUrl', 'https://www.facebook.com/'],
    ['youtubeUrl', 'http://www.youtube.com/@learnfree'],
    ['instagramUrl', 'https://evil.example/instagram.com/learnfree'],
  ])('refuses a wrong %s with the setting named', (key, value) => {
    expect(() => check({ [key]: value })).toThrow(`Context value "${key}": "${value}" must be`);
  });

  it('names each setting once as CDK context and once as an environment variable', () => {
    expect(SITE_SETTING_NAMES).toEqual([
      { key: 'contactEmail', env: 'SITE_CONTACT_EMAIL' },
      { key: 'contactPhone', env: 'SITE_CONTACT_PHONE' },
      { key: 'facebookUrl', env: 'SITE_FACEBOOK_URL' },
      { key: 'youtubeUrl', env: 'SITE_YOUTUBE_URL' },
      { key: 'instagramUrl', env: 'SITE_INSTAGRAM_URL' },
      { key: 'telegramUrl', env: 'SITE_TELEGRAM_URL' },
    ]);
  });

  it('reads the file leniently in the browser: what is not as checked is left out', () => {
    expect(siteSettingsIn(null)).toEqual({ social: {} });
    expect(
      siteSettingsIn({
        contactEmail: 'help@learn.example.org',
        contactPhone: 42,
        social: { instagram: 'javascript:alert(1)', youtube: 'https://youtube.com/@learnfree' },
      }),
    ).toEqual({
      contactEmail: 'help@learn.example.org',
      social: { youtube: 'https://youtube.com/@learnfree' },
    });
  });

  it('dials a phone number as it is shown', () => {
    expect(phoneHref('+91 98765-43210')).toBe('tel:+919876543210');
  });
});
