import { PREFERENCE_MESSAGES, type preferencesSchema } from '../../shared/preferences';
import { savePreferences } from '../data/users';
import { Unauthorized } from '../lib/errors';
import type { BodyOf } from '../route-types';
import { type HttpRequest, ok, type Reply } from '../runtime/http';

/** The learner says what they want to learn (or skips: empty choices), which orders their recommendations. */
export async function updateMyPreferences({
  body,
  user,
}: HttpRequest<BodyOf<typeof preferencesSchema>>): Promise<Reply> {
  if (!(await savePreferences(user.userId, body)).ok) throw new Unauthorized();
  return ok({ preferences: body, msg: PREFERENCE_MESSAGES.saved });
}
