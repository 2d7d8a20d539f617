import { ok, type Reply } from '../runtime/http';
import { reportsForAdmins } from './moderation';

/** The admins' queue: open reports by message, and the latest moderation actions. */
export async function listChatReports(): Promise<Reply> {
  return ok(await reportsForAdmins());
}
