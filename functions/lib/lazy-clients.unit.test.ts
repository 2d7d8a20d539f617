/**
 * A cold start pays for every module a function loads. The AWS clients few calls need are loaded at
 * their first use: SES with the first mail. DynamoDB, Secrets Manager and API Gateway's management
 * API are called with signed requests of our own, never the SDK's clients. Loading the HTTP wrapper, which every route has, or the chat's posting code loads none of
 * them; the Hindi messages are read at the first answer in Hindi.
 */
const SECRETS = '@aws-sdk/client-secrets-manager';
const MANAGEMENT = '@aws-sdk/client-apigatewaymanagementapi';

let loaded: string[] = [];

beforeEach(() => {
  loaded = [];
  jest.resetModules();
  jest.doMock(SECRETS, () => {
    loaded.push(SECRETS);
    return jest.requireActual(SECRETS);
  });
  jest.doMock(MANAGEMENT, () => {
    loaded.push(MANAGEMENT);
    return jest.requireActual(MANAGEMENT);
  });
});

test('loading the HTTP wrapper, the chat posting code or the secrets reader loads no Secrets Manager or management client', () => {
  require('../runtime/http');
  require('./ws-management');
  require('./invoke');
  require('./secrets');
  expect(loaded).toEqual([]);
});

test('the SES client is loaded by the first mail, not by the functions that can mail', async () => {
  const SES = '@aws-sdk/client-ses';
  const sent: unknown[] = [];
  jest.doMock(SES, () => {
    loaded.push(SES);
    return {
      SESClient: class {
        send = async (command: { input: unknown }) => sent.push(command.input);
      },
      SendEmailCommand: class {
        constructor(readonly input: unknown) {}
      },
    };
  });
  const { sendMail } = require('./mail') as typeof import('./mail');
  expect(loaded).toEqual([]);
  const to = { email: 'asha@example.org' };
  expect(await sendMail({ to, subject: 'Hello', text: 'Hi', html: '<p>Hi</p>' })).toBe(true);
  expect(loaded).toEqual([SES]);
  expect(sent).toEqual([expect.objectContaining({ Destination: { ToAddresses: ['asha@example.org'] } })]);
});

test("the Hindi messages are read at the first Hindi answer, and an English reader's never", () => {
  const HINDI = './i18n/hi';
  jest.doMock(HINDI, () => {
    loaded.push(HINDI);
    return jest.requireActual(HINDI);
  });
  const { localiseBody } = require('./i18n/translate') as typeof import('./i18n/translate');
  require('../learning/routes');
  expect(localiseBody({ msg: 'Not found.' }, 'en').body).toEqual({ msg: 'Not found.' });
  expect(loaded).toEqual([]);
  expect(localiseBody({ msg: 'Not found.' }, 'hi').body).toEqual({ msg: 'नहीं मिला।' });
  expect(loaded).toEqual([HINDI]);
  // The area's own messages, which its routes registered, come with the first Hindi answer.
  expect(localiseBody({ msg: 'Note saved.' }, 'hi').body).toEqual({ msg: 'नोट सेव हो गया।' });
});
