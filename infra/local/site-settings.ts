/**
 * The operator's contact and social settings on the local stack (shared/site-settings.ts): read
 * from the environment (`SITE_CONTACT_EMAIL`, `SITE_FACEBOOK_URL`, …) at start, where CDK context
 * sets them in the cloud, and answered at `SITE_SETTINGS_PATH` as the deployment's file is there.
 */
import type { SiteSettings } from '../../shared/site-settings';
import { checkSiteSettings } from '../../shared/site-settings-check';

/** The settings the environment gives; a wrong value stops the start with the variable named. */
export const siteSettingsFromEnv = (env: NodeJS.ProcessEnv): SiteSettings =>
  checkSiteSettings(
    ({ env: name }) => env[name],
    ({ env: name }) => name,
  );
