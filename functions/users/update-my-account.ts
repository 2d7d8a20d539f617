import { ACCOUNT_MESSAGES, type profileSchema } from '../../shared/account';
import type { BodyOf } from '../route-types';
import { type HttpRequest, ok, type Reply } from '../runtime/http';
import { rename } from './profile';

export async function updateMyAccount({
  body,
  user,
}: HttpRequest<BodyOf<typeof profileSchema>>): Promise<Reply> {
  await rename(user.userId, body.name);
  return ok({ name: body.name, msg: ACCOUNT_MESSAGES.renamed });
}
