/**
 * A learner's preferences, through the real handlers against DynamoDB Local: what they want to
 * learn (asked once, null on the dashboard until then) and the order of their recommendations; the
 * theme, language and player settings, changed one field at a time without touching the others.
 */
import { keys } from '../../functions/data/keys';
import { table } from '../../functions/data/table-client';
import type { LearnerDashboard } from '../../shared/learning';
import { DEFAULT_PREFERENCES, PREFERENCE_LIMITS, PREFERENCE_MESSAGES } from '../../shared/preferences';
import type { Course } from '../../shared/types';
import { accountClient } from '../../test/support/account-client';
import { learningClient, userIdOf } from '../../test/support/learning-client';
import { loggedInLearner, signedUpLearner } from '../../test/support/users';

jest.setTimeout(60_000);

/** Each recommended course's tier for these choices: 0 both match, 1 category, 2 language, 3 neither. */
const tiers = (courses: Course[], categories: string[], language: string) =>
  courses.map((c) => (categories.includes(c.category) ? 0 : 2) + (c.language === language ? 0 : 1));

describe("a learner's preferences", () => {
  it('are null on the dashboard until asked, then stored and shown on the account and the dashboard', async () => {
    const { jar } = await loggedInLearner();
    const account = accountClient(jar);
    expect((await account.me()).body.preferences).toEqual(DEFAULT_PREFERENCES);
    expect(
      ((await learningClient(jar).dashboard()).body as unknown as LearnerDashboard).preferences,
    ).toBeNull();

    const chosen = await account.choose({
      categories: [' Security ', 'Security', 'Data Science'],
      language: 'english',
    });
    expect(chosen).toMatchObject({
      status: 200,
      body: {
        msg: PREFERENCE_MESSAGES.saved,
        preferences: { categories: ['Security', 'Data Science'], language: 'english' },
      },
    });
    expect((await account.me()).body.preferences).toEqual({
      ...DEFAULT_PREFERENCES,
      categories: ['Security', 'Data Science'],
      language: 'english',
      interestsAnswered: true,
    });
    const dashboard = (await learningClient(jar).dashboard()).body as unknown as LearnerDashboard;
    expect(dashboard.preferences).toEqual({ categories: ['Security', 'Data Science'], language: 'english' });
  });

  it('can be skipped: empty choices are stored, so the learner is not asked again', async () => {
    const { jar } = await loggedInLearner();
    expect((await accountClient(jar).choose({ categories: [], language: null })).status).toBe(200);
    const dashboard = (await learningClient(jar).dashboard()).body as unknown as LearnerDashboard;
    expect(dashboard.preferences).toEqual({ categories: [], language: null });
  });

  it('refuses what is not a choice, and anyone logged out', async () => {
    const { jar } = await loggedInLearner();
    const account = accountClient(jar);
    const tooMany = Array.from({ length: PREFERENCE_LIMITS.categoriesMax + 1 }, (_, i) => `Category ${i}`);
    for (const body of [
      { categories: tooMany, language: null },
      { categories: ['x'.repeat(PREFERENCE_LIMITS.categoryMax + 1)], language: null },
      { categories: [''], language: null },
      { categories: 'Security', language: null },
      { categories: [], language: 'klingon' },
      { categories: [42], language: null },
    ]) {
      expect((await account.choose(body)).status).toBe(400);
    }
    expect((await account.me()).body.preferences).toEqual(DEFAULT_PREFERENCES);
    expect((await accountClient().choose({ categories: [], language: null })).status).toBe(401);
  });

  it('put courses in the chosen categories and language first in the recommendations', async () => {
    const { jar } = await loggedInLearner();
    const categories = ['Security'];
    await accountClient(jar).choose({ categories, language: 'hindi' });
    const recommended = (await learningClient(jar).recommended()).body;
    expect(recommended).toHaveLength(12);
    const order = tiers(recommended, categories, 'hindi');
    // The seed catalogue has a Security course in Hindi and one in English: they lead, in that order.
    expect(order.slice(0, 2)).toEqual([0, 1]);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    // Without a choice, the newest courses lead whatever their category.
    const { jar: other } = await loggedInLearner();
    const plain = (await learningClient(other).recommended()).body;
    expect(tiers(plain, categories, 'hindi').slice(0, 2)).not.toEqual([0, 1]);
  });
});

describe('the theme, language and player settings', () => {
  it('change one field at a time, and every other keeps its value', async () => {
    const { jar } = await loggedInLearner();
    const account = accountClient(jar);
    await account.choose({ categories: ['Security'], language: 'hindi' });
    expect(await account.choose({ theme: 'dark' })).toMatchObject({
      status: 200,
      body: {
        msg: PREFERENCE_MESSAGES.saved,
        preferences: { theme: 'dark', categories: ['Security'], language: 'hindi', playbackRate: 1 },
      },
    });
    await account.choose({ playbackRate: 1.5, captions: true });
    await account.choose({ autoplayNext: true, uiLanguage: 'hi' });
    expect((await account.me()).body.preferences).toEqual({
      categories: ['Security'],
      language: 'hindi',
      interestsAnswered: true,
      uiLanguage: 'hi',
      theme: 'dark',
      playbackRate: 1.5,
      captions: true,
      autoplayNext: true,
    });
  });

  it('leave the dashboard asking its first question while only settings were chosen', async () => {
    const { jar } = await loggedInLearner();
    await accountClient(jar).choose({ theme: 'light', captions: true });
    expect(
      ((await learningClient(jar).dashboard()).body as unknown as LearnerDashboard).preferences,
    ).toBeNull();
    expect((await accountClient(jar).me()).body.preferences.interestsAnswered).toBe(false);
  });

  it('both stay when two updates of different fields arrive at the same moment', async () => {
    const { jar } = await loggedInLearner();
    const account = accountClient(jar);
    const rounds = [
      [{ theme: 'dark' }, { playbackRate: 1.75 }],
      [{ captions: true }, { categories: ['Web Development'] }],
      [{ autoplayNext: true }, { uiLanguage: 'hi' }],
    ];
    for (const [first, second] of rounds) {
      const answers = await Promise.all([account.choose(first), account.choose(second)]);
      expect(answers.map((a) => a.status)).toEqual([200, 200]);
    }
    expect((await account.me()).body.preferences).toMatchObject({
      theme: 'dark',
      playbackRate: 1.75,
      captions: true,
      categories: ['Web Development'],
      language: null,
      autoplayNext: true,
      uiLanguage: 'hi',
    });
  });

  it('refuse an empty body and each bad value with its message, and change nothing', async () => {
    const { jar } = await loggedInLearner();
    const account = accountClient(jar);
    expect(await account.choose({})).toMatchObject({
      status: 400,
      body: { msg: PREFERENCE_MESSAGES.nothingSent },
    });
    expect(await account.choose({ playbackRate: 3 })).toMatchObject({
      status: 400,
      body: { msg: "playbackRate must be one of the player's speeds: 0.5, 0.75, 1, 1.25, 1.5, 1.75, 2." },
    });
    expect(await account.choose({ theme: 'dark', captions: 'on' })).toMatchObject({
      status: 400,
      body: { msg: 'captions must be true or false.' },
    });
    expect((await account.me()).body.preferences).toEqual(DEFAULT_PREFERENCES);
  });

  it('read the interests of an account saved before each preference had its own attribute', async () => {
    const { jar } = await loggedInLearner();
    // The layout such an account has: one map with both interests.
    await table.update({
      Key: keys.user(userIdOf(jar)),
      UpdateExpression: 'SET preferences = :old',
      ExpressionAttributeValues: { ':old': { categories: ['Security'], language: 'english' } },
    });
    const account = accountClient(jar);
    expect((await account.me()).body.preferences).toMatchObject({
      categories: ['Security'],
      language: 'english',
      interestsAnswered: true,
    });
    // A new answer to one of the two wins over its part of the old map; the other part stays.
    await account.choose({ language: 'hindi', theme: 'dark' });
    const dashboard = (await learningClient(jar).dashboard()).body as unknown as LearnerDashboard;
    expect(dashboard.preferences).toEqual({ categories: ['Security'], language: 'hindi' });
  });
});

describe('whether the interface language was chosen', () => {
  it('is false for an account made before sign-ups kept their language, and true once one is saved', async () => {
    const { jar } = await loggedInLearner();
    // Such an account has no uiLanguage attribute at all.
    await table.update({ Key: keys.user(userIdOf(jar)), UpdateExpression: 'REMOVE uiLanguage' });
    const account = accountClient(jar);
    expect((await account.me()).body).toMatchObject({
      preferences: { uiLanguage: 'en' },
      uiLanguageChosen: false,
    });
    // Another preference is no choice of language.
    await account.choose({ theme: 'dark' });
    expect((await account.me()).body.uiLanguageChosen).toBe(false);

    await account.choose({ uiLanguage: 'hi' });
    expect((await account.me()).body).toMatchObject({
      preferences: { uiLanguage: 'hi' },
      uiLanguageChosen: true,
    });
  });

  it('is true after a sign-up in Hindi, and after one in English', async () => {
    const hindi = await signedUpLearner('Asha', { signUpCookies: ['lf_lang=hi'] });
    expect((await accountClient(hindi.jar).me()).body).toMatchObject({
      preferences: { uiLanguage: 'hi' },
      uiLanguageChosen: true,
    });
    const english = await loggedInLearner();
    expect((await accountClient(english.jar).me()).body).toMatchObject({
      preferences: { uiLanguage: 'en' },
      uiLanguageChosen: true,
    });
  });
});
