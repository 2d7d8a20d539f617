/**
 * The server speaks the learner's language: an answer's message follows the `lf_lang` cookie, else
 * `Accept-Language`, else English (unchanged, byte for byte); mail follows the account's language,
 * which a sign-up sets and the preferences change. Read from the real handlers, DynamoDB Local and
 * the local SES store.
 */
import { randomBytes } from 'node:crypto';
import { httpHandler } from '../../../infra/local/handlers';
import { CHAT_MESSAGES } from '../../../shared/chat';
import { MESSAGES } from '../../../shared/constants';
import { loggedInAdmin } from '../../../test/support/admins';
import { chatGatewayForFile } from '../../../test/support/chat-gateway';
import { eventually, joinedChat } from '../../../test/support/chat-socket';
import { CookieJar, call } from '../../../test/support/events';
import { linkParams, mailsTo, VERIFY_LINK } from '../../../test/support/inbox';
import { loggedInLearner, uniqueEmail } from '../../../test/support/users';

const register = httpHandler('POST /api/register');
const verify = httpHandler('GET /api/users/{id}/verify/{token}');
const login = httpHandler('POST /api/login');
const myAccount = httpHandler('GET /api/users/me');
const catalogue = httpHandler('GET /api/course');
const savePreferences = httpHandler('PUT /api/users/me/preferences');
const submitRequest = httpHandler('POST /api/course/request');
const listRequests = httpHandler('POST /api/request/list');
const rejectRequest = httpHandler('POST /api/request/{id}/reject');

const gateway = chatGatewayForFile();

const password = 'a fine password';
const signUp = (
  email: string,
  extra: { headers?: Record<string, string>; cookies?: string[]; body?: object } = {},
) =>
  call(register, {
    path: '/api/register',
    body: { name: 'आशा', email, password, confirmPassword: password, ...extra.body },
    headers: extra.headers,
    cookies: extra.cookies,
    sourceIp: `10.${randomBytes(3).join('.')}`,
  });
const mismatched = { confirmPassword: 'another password' };

describe('the language of an answer', () => {
  it('is Hindi for the lf_lang=hi cookie, and says so', async () => {
    const refused = await signUp(uniqueEmail(), { cookies: ['lf_lang=hi'], body: mismatched });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ msg: 'पासवर्ड और कन्फ़र्म पासवर्ड एक जैसे होने चाहिए!' });
    expect(refused.headers['content-language']).toBe('hi');
    expect(refused.headers.vary).toBe('Cookie, Accept-Language');
  });

  it('is Hindi for a browser that asks for hi-IN, field names included', async () => {
    const refused = await signUp('not-an-address', {
      headers: { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' },
    });
    expect(refused).toMatchObject({ status: 400, body: { msg: 'ईमेल सही नहीं है।' } });
  });

  it('lets the cookie win over the browser', async () => {
    const refused = await signUp(uniqueEmail(), {
      cookies: ['lf_lang=en'],
      headers: { 'accept-language': 'hi-IN' },
      body: mismatched,
    });
    expect(refused.body).toEqual({ msg: MESSAGES.passwordsDiffer });
  });

  it('stays English, as it always was, for everyone else', async () => {
    expect((await signUp(uniqueEmail(), { body: mismatched })).body).toEqual({
      msg: MESSAGES.passwordsDiffer,
    });
    const french = await signUp('not-an-address', { headers: { 'accept-language': 'fr-FR' } });
    expect(french).toMatchObject({ status: 400, body: { msg: 'email is not valid.' } });
    expect(french.headers['content-language']).toBe('en');
  });

  it('leaves a public answer an edge may share in no language of its own', async () => {
    const page = await call(catalogue, { path: '/api/course', cookies: ['lf_lang=hi'] });
    expect(page.status).toBe(200);
    expect(page.headers.vary).toBeUndefined();
    expect(page.headers['content-language']).toBeUndefined();
  });
});

describe('the language of mail', () => {
  it('writes the verification mail of a Hindi sign-up in Hindi, links to Hindi pages, and keeps the choice', async () => {
    const email = uniqueEmail();
    const signedUp = await signUp(email, { cookies: ['lf_lang=hi'] });
    expect(signedUp).toMatchObject({
      status: 201,
      body: { msg: 'हमने आपके ईमेल पते पर एक वेरिफ़िकेशन लिंक भेजा है। अपना अकाउंट चालू करने के लिए उसे खोलें।' },
    });
    const [mail] = await mailsTo(email);
    expect(mail!.subject).toBe('अपना ईमेल पता वेरिफ़ाई करें');
    expect(mail!.body.text).toContain('नमस्ते आशा,');
    expect(mail!.body.text).toContain('मेरा ईमेल वेरिफ़ाई करें: ');
    expect(mail!.body.text).toMatch(/\/hi\/users\/[\w-]+\/verify\/[\w-]+/);
    expect(mail!.body.html).toContain('<div lang="hi-IN">');
    expect(mail!.body.html).toContain('LearnFree में आपका स्वागत है!');

    // The account keeps the sign-up's language: its settings show it once the learner is in.
    const browser = new CookieJar();
    expect((await browser.call(verify, { params: await linkParams(email, VERIFY_LINK) })).status).toBe(200);
    expect((await browser.call(login, { path: '/api/login', body: { email, password } })).status).toBe(200);
    const me = await browser.call<{ preferences: { uiLanguage: string } }>(myAccount, {
      path: '/api/users/me',
    });
    expect(me.body.preferences.uiLanguage).toBe('hi');
  });

  it('writes an English sign-up’s verification mail as before', async () => {
    const email = uniqueEmail();
    await signUp(email);
    const [mail] = await mailsTo(email);
    expect(mail!.subject).toBe('Verify your e-mail address');
    expect(mail!.body.text).toMatch(
      /^Hi आशा,\n\nWelcome to LearnFree! Please confirm that this address is yours\.\n\nVerify my e-mail: http\S+\/users\//,
    );
    expect(mail!.body.html).not.toContain('lang=');
  });

  it('tells a learner who chose Hindi about a decision on their course request in Hindi', async () => {
    const learner = await loggedInLearner('Meera');
    const chosen = await learner.jar.call(savePreferences, {
      method: 'PUT',
      path: '/api/users/me/preferences',
      body: { uiLanguage: 'hi' },
    });
    expect(chosen.status).toBe(200);
    const sent = await learner.jar.call(submitRequest, {
      path: '/api/course/request',
      body: {
        name: 'Meera',
        email: learner.email,
        topic: 'Tally for small shops',
        message: 'Please add a course on Tally.',
      },
    });
    expect(sent.status).toBe(201);
    const [request] = (
      await learner.jar.call<Array<{ _id: string }>>(listRequests, {
        path: '/api/request/list',
        method: 'POST',
      })
    ).body;

    const admin = await loggedInAdmin();
    const rejected = await admin.jar.call(rejectRequest, {
      path: `/api/request/${request!._id}/reject`,
      params: { id: request!._id },
      body: { reason: 'We could not find a free playlist.' },
    });
    expect(rejected.status).toBe(200);

    const notice = (await mailsTo(learner.email)).find(
      (mail) => mail.subject === 'आपकी कोर्स रिक्वेस्ट मंज़ूर नहीं हुई',
    );
    expect(notice).toBeDefined();
    expect(notice!.body.text).toContain(
      'आपकी कोर्स रिक्वेस्ट मंज़ूर नहीं हुई। बताई गई वजह: We could not find a free playlist.',
    );
    expect(notice!.body.text).toMatch(/अपनी रिक्वेस्ट देखें: http\S+\/hi\/request\/list/);
  });
});

describe('the language of the chat', () => {
  it('refuses a frame in the language the socket was opened in', async () => {
    const learner = await loggedInLearner('Ravi');
    const hindi = await joinedChat(gateway.url, [...learner.jar.cookies(), 'lf_lang=hi']);
    const english = await joinedChat(gateway.url, learner.jar.cookies());
    try {
      hindi.send({ action: 'send_chat', message: '   ' });
      english.send({ action: 'send_chat', message: '   ' });
      const refusal = (frames: typeof hindi.frames) => () =>
        frames.find((frame) => frame.event === 'error')?.data as { msg: string } | undefined;
      expect(await eventually(refusal(hindi.frames), 'the Hindi error frame')).toEqual({
        msg: 'पहले कोई मैसेज लिखें।',
      });
      expect(await eventually(refusal(english.frames), 'the English error frame')).toEqual({
        msg: CHAT_MESSAGES.empty,
      });
    } finally {
      hindi.socket.terminate();
      english.socket.terminate();
    }
  });
});
