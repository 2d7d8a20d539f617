import { PLAYER_SOURCE_PATH, REAL_PLAYER } from '@shared/video-player';
import { type StubAnswer, stubFetch } from '../../../../../test/support/fetch-stub';

const LOCAL_PLAYER = { iframeApi: 'http://localhost:8010/iframe_api', embed: 'http://localhost:8010/embed/' };

/** The module as a newly opened page has it: nothing known yet. */
function freshPage(answer: StubAnswer) {
  const calls = stubFetch(() => answer);
  let module!: typeof import('./player-source');
  jest.isolateModules(() => {
    module = require('./player-source');
  });
  return { ...module, calls };
}

it('asks the site once which player to embed, and knows it from then on', async () => {
  const page = freshPage({ status: 200, body: LOCAL_PLAYER });
  expect(page.knownPlayerSource()).toBeUndefined();
  const [first, second] = await Promise.all([page.loadPlayerSource(), page.loadPlayerSource()]);
  expect([first, second]).toEqual([LOCAL_PLAYER, LOCAL_PLAYER]);
  expect(await page.loadPlayerSource()).toEqual(LOCAL_PLAYER);
  expect(page.knownPlayerSource()).toEqual(LOCAL_PLAYER);
  expect(page.calls.map((c) => c.path)).toEqual([PLAYER_SOURCE_PATH]);
});

it.each([
  ['the file cannot be read', { status: 0, body: { msg: 'offline' } }],
  ['the file is missing', { status: 404, body: { msg: 'Not found' } }],
  ['the answer is not a player', { status: 200, body: { iframeApi: 'javascript:alert(1)', embed: '/' } }],
])("embeds YouTube's player when %s, as the build's file says", async (_, answer) => {
  const page = freshPage(answer);
  expect(await page.loadPlayerSource()).toEqual(REAL_PLAYER);
});
