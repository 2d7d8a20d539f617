/**
 * The local gateway tells the web app which video player to embed, and lets the page load it: with
 * a local provider configured, the provider's IFrame API and embed pages (allowed by the
 * Content-Security-Policy); without one, YouTube's, as the build's own file says in the cloud.
 */

import { NO_FLASH_SCRIPT } from '../../shared/theme';
import { localPlayer, PLAYER_SOURCE_PATH, REAL_PLAYER } from '../../shared/video-player';
import { freePort } from '../../test/support/free-port';
import { contentSecurityPolicy, scriptHashSource } from '../constructs/site-headers';
import { type Gateway, startGateway } from './gateway';
import { localPlayerOrigin } from './player-source';

const PROVIDER = 'http://localhost:8010';
const directive = (csp: string | null, name: string) =>
  csp
    ?.split('; ')
    .find((d) => d.startsWith(`${name} `))
    ?.split(' ')
    .slice(1);

describe('with a local video provider', () => {
  let gateway: Gateway;
  beforeAll(async () => {
    gateway = await startGateway({ port: await freePort(), playerOrigin: PROVIDER });
  });
  afterAll(() => gateway.close());

  it("names the provider's player, uncached, as it follows the running stack", async () => {
    const response = await fetch(`${gateway.url}${PLAYER_SOURCE_PATH}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({
      iframeApi: 'http://localhost:8010/iframe_api',
      embed: 'http://localhost:8010/embed/',
    });
  });

  it("lets every page load the provider's script and frame it, besides YouTube's", async () => {
    const csp = (await fetch(`${gateway.url}/api/nothing-here`)).headers.get('content-security-policy');
    expect(directive(csp, 'script-src')).toEqual([
      "'self'",
      scriptHashSource(NO_FLASH_SCRIPT),
      'https://www.youtube.com',
      PROVIDER,
    ]);
    expect(directive(csp, 'frame-src')).toEqual([
      'https://www.youtube-nocookie.com',
      'https://www.youtube.com',
      PROVIDER,
    ]);
    // Nothing else opens up: connections, images and the page's own framing stay as in the cloud.
    expect(directive(csp, 'connect-src')).toEqual(directive(contentSecurityPolicy(), 'connect-src'));
    expect(directive(csp, 'frame-ancestors')).toEqual(["'none'"]);
  });
});

describe('without one', () => {
  let gateway: Gateway;
  beforeAll(async () => {
    gateway = await startGateway({ port: await freePort() });
  });
  afterAll(() => gateway.close());

  it("names YouTube's player and keeps the cloud's policy", async () => {
    const response = await fetch(`${gateway.url}${PLAYER_SOURCE_PATH}`);
    expect(await response.json()).toEqual(REAL_PLAYER);
    expect(response.headers.get('content-security-policy')).toBe(contentSecurityPolicy());
  });
});

it('takes only a plain origin, since it is written into the security policy', () => {
  expect(localPlayerOrigin('http://localhost:8010/')).toBe(PROVIDER);
  expect(localPlayer(localPlayerOrigin(PROVIDER)!).iframeApi).toBe('http://localhost:8010/iframe_api');
  for (const bad of [
    'localhost:8010',
    'http://localhost:8010/x',
    "http://a; script-src 'unsafe-inline'",
    'ftp://h',
  ])
    expect(() => localPlayerOrigin(bad)).toThrow(/YOUTUBE_PLAYER_ORIGIN must be an origin/);
});
