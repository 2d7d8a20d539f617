/** Test admins: learners promoted through the operator command's own code, then refreshed into an admin session. */

import { httpHandler } from '../../infra/local/handlers';
import { setRoleByEmail } from '../../scripts/lib/admin-command';
import { loggedInLearner, type TestLearner } from './users';

const refresh = httpHandler('GET /api/token/refresh');

export async function loggedInAdmin(name = 'Test Admin'): Promise<TestLearner> {
  const admin = await loggedInLearner(name);
  await setRoleByEmail(admin.email.toUpperCase(), 'admin');
  const session = await admin.jar.call(refresh, { path: '/api/token/refresh' });
  if (session.body.role !== 'admin')
    throw new Error(`expected an admin session: ${JSON.stringify(session.body)}`);
  return admin;
}
