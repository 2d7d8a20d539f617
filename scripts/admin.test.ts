import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { findUserByEmail, getUser } from '../functions/data/users';
import { httpHandler } from '../infra/local/handlers';
import { loggedInLearner, uniqueEmail } from '../test/support/users';
import { adminCommand, listAdmins } from './lib/admin-command';
import { type Io, runCommand } from './lib/cli';
import { resolveTarget } from './lib/target';

const refresh = httpHandler('GET /api/token/refresh');

const run = promisify(execFile);
const root = join(__dirname, '..');

function capture(): Io & { lines: string[]; errors: string[] } {
  const lines: string[] = [];
  const errors: string[] = [];
  return { lines, errors, out: (l) => lines.push(l), err: (l) => errors.push(l) };
}

const local = resolveTarget([], process.env).target;
const admin = (args: string[], io = capture()) => runCommand(adminCommand, args, io, 'USAGE', local);

describe('npm run admin', () => {
  it('grants the role by address in any case, and the next session refresh carries it', async () => {
    const learner = await loggedInLearner();
    const io = capture();
    expect(await admin(['grant', learner.email.toUpperCase()], io)).toBe(0);
    expect(io.lines.join('\n')).toMatch(/is now an admin/);

    const session = await learner.jar.call(refresh, { path: '/api/token/refresh' });
    expect(session.body).toMatchObject({ loggedIn: true, role: 'admin' });
    expect((await listAdmins()).map((a) => a.email)).toContain(learner.email);
  });

  it('revokes the role and ends every session of the person at once', async () => {
    const learner = await loggedInLearner();
    await admin(['grant', learner.email]);
    const io = capture();
    expect(await admin(['revoke', learner.email], io)).toBe(0);
    expect(io.lines.join('\n')).toMatch(/is now a regular user.*sessions and chat connections have ended/);
    const session = await learner.jar.call(refresh, { path: '/api/token/refresh' });
    expect(session.status).toBe(401);
    expect((await listAdmins()).map((a) => a.email)).not.toContain(learner.email);
  });

  it('fails with exit code 1 and a clear message for an unknown address', async () => {
    const io = capture();
    const email = uniqueEmail('nobody');
    expect(await admin(['grant', email], io)).toBe(1);
    expect(io.errors).toEqual([`No account uses the address ${email}.`]);
  });

  it.each([
    [[]],
    [['promote', 'a@example.com']],
    [['grant']],
    [['grant', 'not-an-address']],
    [['list', 'extra']],
  ])('answers bad usage %p with exit code 2 and the usage text', async (args) => {
    const io = capture();
    expect(await admin(args, io)).toBe(2);
    expect(io.errors.join('\n')).toMatch(/USAGE$/);
  });

  it('runs as a real command against the table named by the environment', async () => {
    const learner = await loggedInLearner();
    const { stdout, stderr } = await run('npx', ['tsx', 'scripts/admin.ts', 'grant', learner.email], {
      cwd: root,
      env: process.env,
      timeout: 60_000,
    });
    expect(stderr).toContain(
      `DynamoDB Local at ${process.env.DYNAMODB_ENDPOINT}, table ${process.env.TABLE_NAME}`,
    );
    expect(stdout).toMatch(/is now an admin/);
    const user = await findUserByEmail(learner.email);
    expect((await getUser(user!._id))?.role).toBe('admin');

    const failed = await run('npx', ['tsx', 'scripts/admin.ts', 'grant', uniqueEmail('nobody')], {
      cwd: root,
      env: process.env,
      timeout: 60_000,
    }).catch((error: { code: number; stderr: string }) => error);
    expect(failed).toMatchObject({ code: 1, stderr: expect.stringMatching(/No account uses the address/) });
  }, 90_000);
});

describe('choosing the table', () => {
  it('uses DynamoDB Local by default, on DDB_PORT, and the learnfree table', () => {
    expect(resolveTarget(['list'], { DDB_PORT: '8123' })).toEqual({
      target: { kind: 'local', endpoint: 'http://localhost:8123', tableName: 'learnfree' },
      args: ['list'],
    });
  });

  it('stays local even when TABLE_NAME and AWS settings are present without --aws', () => {
    const { target } = resolveTarget(['list'], { TABLE_NAME: 'prod-table', AWS_REGION: 'eu-west-1' });
    expect(target).toMatchObject({
      kind: 'local',
      endpoint: 'http://localhost:8000',
      tableName: 'prod-table',
    });
  });

  it('uses AWS only with --aws and an explicit table name and region', () => {
    expect(() => resolveTarget(['list', '--aws'], { AWS_REGION: 'eu-west-1' })).toThrow(/TABLE_NAME/);
    expect(() => resolveTarget(['list', '--aws'], { TABLE_NAME: 't' })).toThrow(/AWS_REGION/);
    expect(resolveTarget(['--aws', 'list'], { TABLE_NAME: 't', AWS_REGION: 'eu-west-1' })).toEqual({
      target: { kind: 'aws', region: 'eu-west-1', tableName: 't' },
      args: ['list'],
    });
  });
});
