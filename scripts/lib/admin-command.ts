/**
 * `npm run admin -- grant|revoke <email>` and `npm run admin -- list`: who may approve course
 * requests. The role lives on the user's profile, and admin routes read it from there on every call,
 * so a change applies at once. A revoke also ends every session of the person and closes their chat
 * sockets: whoever lost the role may have lost it for a reason.
 */
import { endEverySession } from '../../functions/auth/sign-out';
import { findUserByEmail, setRole } from '../../functions/data/users';
import { db } from '../../functions/lib/aws';
import { config } from '../../functions/lib/config';
import { ScanCommand } from '../../functions/lib/dynamodb';
import type { Role } from '../../shared/constants';
import { EMAIL_PATTERN, normaliseEmail } from '../../shared/validation';
import type { Io } from './cli';
import { CommandError, UsageError } from './cli-errors';

export interface RoleChange {
  email: string;
  name: string;
  previous: Role;
  role: Role;
}

/** Sets the role of the account that uses `email` (any case); throws for an unknown address. */
export async function setRoleByEmail(email: string, role: Role): Promise<RoleChange> {
  const address = normaliseEmail(email);
  const user = await findUserByEmail(address);
  if (!user) throw new CommandError(`No account uses the address ${address}.`);
  if (user.role !== role) {
    await setRole(user._id, role);
    if (role !== 'admin') await endEverySession(user._id);
  }
  return { email: user.email, name: user.name, previous: user.role, role };
}

/**
 * Every admin. An operator's occasional look at the whole table: a filtered Scan is fine here and
 * would not be on a request path.
 */
export async function listAdmins(): Promise<Array<{ email: string; name: string }>> {
  const admins: Array<{ email: string; name: string }> = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await db.send(
      new ScanCommand({
        TableName: config.tableName,
        FilterExpression: '#type = :user AND #role = :admin',
        ProjectionExpression: 'email, #name',
        ExpressionAttributeNames: { '#type': 'type', '#role': 'role', '#name': 'name' },
        ExpressionAttributeValues: { ':user': 'user', ':admin': 'admin' },
        ExclusiveStartKey: startKey,
      }),
    );
    for (const item of page.Items ?? []) admins.push({ email: String(item.email), name: String(item.name) });
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return admins.sort((a, b) => a.email.localeCompare(b.email));
}

const ROLE_OF = { grant: 'admin', revoke: 'user' } as const satisfies Record<string, Role>;

export async function adminCommand(args: string[], io: Io): Promise<void> {
  const [action, ...rest] = args;
  if (action === 'list') {
    if (rest.length > 0) throw new UsageError('list takes no arguments.');
    const admins = await listAdmins();
    if (admins.length === 0) io.out('No admins yet.');
    for (const admin of admins) io.out(`${admin.email}\t${admin.name}`);
    return;
  }
  if (!action) throw new UsageError('Say what to do: grant, revoke or list.');
  if (action !== 'grant' && action !== 'revoke') throw new UsageError(`Unknown action "${action}".`);
  const [email] = rest;
  if (rest.length !== 1 || !email) throw new UsageError(`${action} takes exactly one e-mail address.`);
  if (!EMAIL_PATTERN.test(email.trim())) throw new UsageError(`"${email}" is not an e-mail address.`);

  const change = await setRoleByEmail(email, ROLE_OF[action]);
  if (change.previous === change.role) {
    io.out(`${change.email} (${change.name}) already has the role ${change.role}; nothing changed.`);
    return;
  }
  io.out(
    change.role === 'admin'
      ? `${change.email} (${change.name}) is now an admin. Admin actions work for them at once; ` +
          'the app shows the role from their next session refresh (within 15 minutes).'
      : `${change.email} (${change.name}) is now a regular user. Admin actions are refused at once, ` +
          'and their sessions and chat connections have ended.',
  );
}
