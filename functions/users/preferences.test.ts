/**
 * What a learner wants to learn, through the real handlers against DynamoDB Local: asked once
 * (null until then), stored on the account, and the order of their recommendations.
 */
import type { LearnerDashboard } from '../../shared/learning';
import { PREFERENCE_LIMITS, PREFERENCE_MESSAGES } from '../../shared/preferences';
import type { Course } from '../../shared/types';
import { accountClient } from '../../test/support/account-client';
import { learningClient } from '../../test/support/learning-client';
import { loggedInLearner } from '../../test/support/users';

jest.setTimeout(60_000);

/** Each recommended course's tier for these choices: 0 both match, 1 category, 2 language, 3 neither. */
const tiers = (courses: Course[], categories: string[], language: string) =>
  courses.map((c) => (categories.includes(c.category) ? 0 : 2) + (c.language === language ? 0 : 1));

describe("a learner's preferences", () => {
  it('are null until asked, then stored and shown on the account and the dashboard', async () => {
    const { jar } = await loggedInLearner();
    const account = accountClient(jar);
    expect((await account.me()).body.preferences).toBeNull();
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
      categories: ['Security', 'Data Science'],
      language: 'english',
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
    expect((await account.me()).body.preferences).toBeNull();
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
