import { PREFERENCE_MESSAGES, type preferencesSchema } from '../../shared/preferences';
import { savePreferences } from '../data/users';
import { Unauthorized } from '../lib/errors';
import type { BodyOf } from '../route-types';
import { type HttpRequest, ok, type Reply } from '../runtime/http';

/**
 * The learner changes some of their preferences (any subset; the rest keep their values): what they
 * want to learn (or skip: empty choices), the interface's language and theme, the player's settings.
 * Answers every preference as it now is.
 */
export async function updateMyPreferences({
  body,
  user,
}: HttpRequest<BodyOf<typeof preferencesSchema>>): Promise<Reply> {
  const saved = await savePreferences(user.userId, body);
  if (!saved.ok) throw new Unauthorized();
  return ok({ preferences: saved.value, msg: PREFERENCE_MESSAGES.saved });
}
