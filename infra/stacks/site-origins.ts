/**
 * The site's address as the functions need it: SITE_URL for mail links, and the origins allowed to
 * make state-changing calls and open the chat (SITE_URL's origin plus EXTRA_ORIGINS). On LocalStack
 * the site answers on LocalStack's port, so an Origin without it would be refused with 403.
 */
import type { DeploySettings } from './settings';

/** The domain under which LocalStack serves distributions and APIs. */
export const LOCALSTACK_DOMAIN = 'localhost.localstack.cloud';

/** LocalStack answers plain HTTP and HTTPS on its port; browsers send either origin. */
export function localstackOrigins(host: string, port: number): Record<string, string> {
  return {
    SITE_URL: `https://${host}:${port}`,
    EXTRA_ORIGINS: [`http://${host}:${port}`, `https://${host}`, `http://${host}`].join(','),
  };
}

/** SITE_URL and EXTRA_ORIGINS for the site served at `host` (`https://host` on AWS). */
export function siteOrigins(
  host: string,
  settings: Pick<DeploySettings, 'target' | 'localstackPort'>,
): Record<string, string> {
  return settings.target === 'aws'
    ? { SITE_URL: `https://${host}` }
    : localstackOrigins(host, settings.localstackPort);
}
