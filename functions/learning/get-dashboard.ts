import { type HttpRequest, ok, type Reply } from '../runtime/http';
import { dashboardOf } from './dashboard';

export async function getDashboard({ user }: HttpRequest): Promise<Reply> {
  return ok(await dashboardOf(user.userId));
}
