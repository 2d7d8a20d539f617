/**
 * The quick test learner (`loggedInLearner`) must hold the account a real sign-up, verification and
 * login leave (`signedUpLearner`): the same items with the same attributes, so no test passes on an
 * account no learner could have. Only the values that differ by nature (ids, hashes, times) are
 * masked.
 */
import { findUserIdByEmail } from '../../functions/data/users';
import { httpHandler } from '../../infra/local/handlers';
import { getItem, type Item, partitionItems } from '../support/table-items';
import { loggedInLearner, signedUpLearner, type TestLearner } from '../support/users';

/** The part of a sort key that names the item's kind (`SESSION#…` → `SESSION`). */
const kindOf = (sk: unknown): string => String(sk).split('#')[0] ?? '';

/** Attributes whose values a new English-speaking learner shares with every other. */
const SAME_FOR_EVERY_LEARNER = new Set(['type', 'role', 'uiLanguage', 'verified']);

/** An item with each value that is unique per account replaced by its type. */
function shape(item: Item, learner: TestLearner): Record<string, unknown> {
  const masked: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(item)) {
    if (name === 'pk') masked[name] = String(value).split('#')[0];
    else if (name === 'sk') masked[name] = kindOf(value);
    else if (value === learner.email) masked[name] = '<email>';
    else if (value === learner.name) masked[name] = '<name>';
    else if (SAME_FOR_EVERY_LEARNER.has(name)) masked[name] = value;
    else if (typeof value === 'string' || typeof value === 'number') masked[name] = `<${typeof value}>`;
    else masked[name] = value;
  }
  return masked;
}

async function accountOf(learner: TestLearner) {
  const userId = await findUserIdByEmail(learner.email);
  if (!userId) throw new Error(`no account for ${learner.email}`);
  const items = await partitionItems(`USER#${userId}`);
  const claim = await getItem(`EMAIL#${learner.email}`, 'EMAIL');
  return {
    items: items.map((item) => shape(item, learner)).sort((a, b) => String(a.sk).localeCompare(String(b.sk))),
    claim: claim && shape(claim, learner),
  };
}

const me = httpHandler('GET /api/users/me');

describe('test learners', () => {
  it('the quick learner has the items and attributes of a real sign-up, verification and login', async () => {
    const [quick, real] = await Promise.all([loggedInLearner('Quick'), signedUpLearner('Quick')]);
    const [quickAccount, realAccount] = await Promise.all([accountOf(quick), accountOf(real)]);
    expect(quickAccount).toEqual(realAccount);
    // What makes a verified account: a profile and a claim on the address with no expiry, a session.
    const profile = quickAccount.items.find((item) => item.sk === 'PROFILE');
    expect(profile).toMatchObject({ verified: true, role: 'user', uiLanguage: 'en' });
    expect(profile).not.toHaveProperty('ttl');
    expect(quickAccount.claim).toBeDefined();
    expect(quickAccount.claim).not.toHaveProperty('ttl');
    expect(quickAccount.items.map((item) => item.sk)).toEqual(expect.arrayContaining(['DEVICE', 'SESSION']));
    expect(quickAccount.items.map((item) => item.sk)).not.toContain('VERIFY');
  });

  it('both learners are logged in: their session cookies reach their own account', async () => {
    for (const learner of await Promise.all([loggedInLearner('Quick'), signedUpLearner('Real')])) {
      const answer = await learner.jar.call(me, { path: '/api/users/me' });
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ email: learner.email, name: learner.name });
    }
  });
});
