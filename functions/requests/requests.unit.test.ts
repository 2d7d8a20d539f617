/**
 * The answers to a course request the server refuses, through the real handlers and a fake of the
 * table's client: each refusal says what is wrong and writes nothing. What a sent request stores and
 * who sees it is checked against DynamoDB Local in requests.test.ts.
 */
import { httpHandler } from '../../infra/local/handlers';
import { LIMITS, MESSAGES } from '../../shared/constants';
import { PLAYLIST_LINK_MSG, REQUEST_TOPIC_MAX, TOPIC_OR_LINK_MSG } from '../../shared/requests';
import { PLAYLIST, requestForm } from '../../test/support/course-request-form';
import { type CookieJar, call } from '../../test/support/events';
import { fakeTable, signedIn, writesSent } from '../../test/support/fake-table';

const list = httpHandler('POST /api/request/list');
const submit = httpHandler('POST /api/course/request');

const table = fakeTable();
let learner: CookieJar;
const send = (body: unknown) => learner.call(submit, { path: '/api/course/request', body });

beforeEach(async () => {
  learner = await signedIn(table);
});
afterEach(() => {
  expect(writesSent(table)).toEqual([]);
});

describe('refusing bad input, storing nothing', () => {
  it.each(['name', 'email', 'message'])('answers 400 when %s is missing or blank', async (field) => {
    const missing = await send(requestForm({ [field]: undefined }));
    const blank = await send(requestForm({ [field]: '   ' }));
    expect(missing).toMatchObject({ status: 400, body: { msg: MESSAGES.fillAllFields } });
    expect(blank).toMatchObject({ status: 400, body: { msg: MESSAGES.fillAllFields } });
  });

  it.each([
    [
      'name',
      'x'.repeat(LIMITS.requestNameMax + 1),
      `Name must be at most ${LIMITS.requestNameMax} characters.`,
    ],
    [
      'message',
      'x'.repeat(LIMITS.requestMessageMax + 1),
      `Message must be at most ${LIMITS.requestMessageMax} characters.`,
    ],
    [
      'playlist',
      `${PLAYLIST}&x=${'a'.repeat(LIMITS.playlistMax)}`,
      `Playlist Link must be at most ${LIMITS.playlistMax} characters.`,
    ],
    ['email', 'not-an-address', 'Email address is not valid.'],
    ['email', 1234, 'Email address must be text.'],
  ])('answers 400 to a bad %s (%#)', async (field, value, msg) => {
    expect(await send(requestForm({ [field]: value }))).toMatchObject({ status: 400, body: { msg } });
  });

  it.each([
    'http://www.youtube.com/playlist?list=PLWKjhJtqVAbnqBxcdjVGgT3uVR10bzTEB',
    'https://youtube.com.evil.com/playlist?list=PLWKjhJtqVAbnqBxcdjVGgT3uVR10bzTEB',
    'https://www.youtube.com@evil.com/playlist?list=PLWKjhJtqVAbnqBxcdjVGgT3uVR10bzTEB',
    'javascript:alert(document.cookie)//https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://www.youtube.com/@freecodecamp',
    'https://www.youtube.com/channel/UC8butISFwT-Wl7EV0hUK0BQ',
    'https://www.youtube.com/results?search_query=python',
    'https://vimeo.com/76979871',
    'a playlist of mine',
  ])('answers 400 to the non-playlist link %s', async (playlist) => {
    expect(await send(requestForm({ playlist }))).toMatchObject({
      status: 400,
      body: { msg: PLAYLIST_LINK_MSG },
    });
  });

  it('answers 400 to a request with neither a topic nor a link', async () => {
    for (const blank of [undefined, '', '   ']) {
      expect(await send(requestForm({ topic: blank, playlist: blank }))).toMatchObject({
        status: 400,
        body: { msg: TOPIC_OR_LINK_MSG },
      });
    }
  });

  it('still checks the link of a request that names a topic too', async () => {
    expect(await send(requestForm({ topic: 'Rust', playlist: 'https://vimeo.com/76979871' }))).toMatchObject({
      status: 400,
      body: { msg: PLAYLIST_LINK_MSG },
    });
  });

  it('answers 400 to a topic over its length', async () => {
    expect(await send(requestForm({ topic: 'x'.repeat(REQUEST_TOPIC_MAX + 1) }))).toMatchObject({
      status: 400,
      body: { msg: `Topic must be at most ${REQUEST_TOPIC_MAX} characters.` },
    });
  });

  it('answers 400 to a body that is not an object', async () => {
    expect((await send(['not', 'an', 'object'])).status).toBe(400);
  });
});

describe('a logged-out visitor', () => {
  it('can neither send a request nor list any (401), and the table is never asked', async () => {
    expect((await call(submit, { path: '/api/course/request', body: requestForm() })).status).toBe(401);
    expect((await call(list, { path: '/api/request/list', method: 'POST' })).status).toBe(401);
    expect(table.sent()).toEqual([]);
  });
});
