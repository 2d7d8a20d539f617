import type { muteSchema } from '../../shared/chat';
import type { BodyOf } from '../route-types';
import { type HttpRequest, ok, type Reply } from '../runtime/http';
import { mute } from './moderation';

export async function muteChatAuthor({
  user,
  params,
  body,
}: HttpRequest<BodyOf<typeof muteSchema>, 'id'>): Promise<Reply> {
  const until = await mute(user, params.id, body.minutes);
  return ok({ msg: 'The author is muted.', until });
}
