/**
 * The file the web build carries, and the dev server's way to the gateway's answer, name the same
 * player and path as the code that reads and answers them.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PLAYER_SOURCE_PATH, REAL_PLAYER } from './video-player';

const WEB = join(__dirname, '..', 'web');

it("ships the real provider's player in the build, at the path the app asks", () => {
  const shipped = JSON.parse(readFileSync(join(WEB, 'public', PLAYER_SOURCE_PATH), 'utf8'));
  expect(shipped).toEqual(REAL_PLAYER);
});

it("lets the dev server pass the question on to the gateway, which knows the stack's provider", () => {
  expect(readFileSync(join(WEB, 'vite.config.mts'), 'utf8')).toContain(
    `'${PLAYER_SOURCE_PATH}': { target: gateway }`,
  );
});
