import { MAIL_RESUMED_MSG } from '../../shared/mail-delivery';
import { clearUndeliverable } from '../data/mail-delivery';
import { Unauthorized } from '../lib/errors';
import { type HttpRequest, ok, type Reply } from '../runtime/http';

/**
 * The owner asks for mail again after it stopped (their mailbox works again, or a spam report was a
 * mistake). If the address still bounces, SES reports it and the mark comes back.
 */
export async function resumeMail({ user }: HttpRequest): Promise<Reply> {
  if (!(await clearUndeliverable(user.userId)).ok) throw new Unauthorized();
  return ok({ msg: MAIL_RESUMED_MSG });
}
