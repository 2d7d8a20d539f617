import { PREFERENCE_MESSAGES, type preferencesSchema } from '../../shared/preferences';
import { savePreferences } from '../data/users';
import { Unauthorized } from '../lib/errors';
import { type HttpRequest, ok, type Reply } from '../runtime/http';
import type { BodyOf } from '../route-types';

/** The learner says what they want to learn (or skips: empty choices), which orders their recommendations. */
export async function updateMyPreferences({
  body,
  user,
}: HttpRequest<BodyOf<typeof preferencesSchema>>): Promise<Reply> {
  if (!(await savePreferences(user.userId, body))) throw new Unauthorized();
  return ok({ preferences: body, msg: PREFERENCE_MESSAGES.saved });
}
