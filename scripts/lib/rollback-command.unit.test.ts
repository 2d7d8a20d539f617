/**
 * The rollback's decisions, against an in-memory fake of the Lambda API: which functions move, to
 * which version, and what the operator is told.
 */
import type { Io } from './cli';
import { CommandError, UsageError } from './cli-errors';
import {
  type DeployedFunction,
  type LambdaApi,
  ONE_DEPLOY,
  previousVersion,
  rollback,
} from './rollback-command';

const at = (minutes: number) => new Date(Date.UTC(2026, 10, 27, 12, 0) + minutes * 60_000);

interface FakeFunction extends DeployedFunction {
  /** Published versions, oldest first, with the minute each was published at. */
  versions: Array<[version: string, minute: number]>;
  live?: string;
}

function fakeLambda(functions: FakeFunction[]): LambdaApi & { pointed: string[] } {
  const pointed: string[] = [];
  const byName = new Map(functions.map((fn) => [fn.name, fn]));
  return {
    pointed,
    listFunctions: async () =>
      functions.map(({ name, description, service }) => ({ name, description, service })),
    listVersions: async (name) =>
      byName.get(name)!.versions.map(([version, minute]) => ({ version, published: at(minute) })),
    aliasVersion: async (name, alias) => (alias === 'live' ? byName.get(name)!.live : undefined),
    pointAlias: async (name, alias, version) => {
      byName.get(name)!.live = version;
      pointed.push(`${name}:${alias}=${version}`);
    },
  };
}

const io = () => {
  const lines: string[] = [];
  return {
    lines,
    io: { out: (line: string) => lines.push(line), err: (line: string) => lines.push(line) } as Io,
  };
};

const login = (): FakeFunction => ({
  name: 'LearnFree-prod-Auth-HttpPostApiLogin-1',
  description: 'LearnFree POST /api/login',
  service: 'LearnFree-prod',
  versions: [
    ['1', 0],
    ['2', 60],
    ['3', 120],
  ],
  live: '3',
});
const courses = (): FakeFunction => ({
  name: 'LearnFree-prod-Catalogue-HttpGetApiCourse-1',
  description: 'LearnFree GET /api/course',
  service: 'LearnFree-prod',
  // Not changed by the last deploy (minute 120): its version 2 ran before that deploy too.
  versions: [
    ['1', 0],
    ['2', 60],
  ],
  live: '2',
});

describe('the version before', () => {
  it('is the highest published version below the live one, whatever the listing order', () => {
    const versions = ['7', '3', '10', '9'].map((version) => ({ version, published: at(0) }));
    expect(previousVersion(versions, '10')).toBe('9');
    expect(previousVersion(versions, '9')).toBe('7');
    expect(previousVersion(versions, '3')).toBeUndefined();
  });
});

describe('npm run rollback', () => {
  it('moves one named function back one version, matched by its route in any case', async () => {
    const lambda = fakeLambda([login(), courses()]);
    const { lines, io: out } = io();
    await rollback(lambda, 'prod', 'post /api/LOGIN', out);
    expect(lambda.pointed).toEqual(['LearnFree-prod-Auth-HttpPostApiLogin-1:live=2']);
    expect(lines).toEqual(['POST /api/login: live 3 → 2']);
  });

  it('goes back one more version when run again', async () => {
    const lambda = fakeLambda([login()]);
    await rollback(lambda, 'prod', 'POST /api/login', io().io);
    await rollback(lambda, 'prod', 'POST /api/login', io().io);
    expect(lambda.pointed).toEqual([
      'LearnFree-prod-Auth-HttpPostApiLogin-1:live=2',
      'LearnFree-prod-Auth-HttpPostApiLogin-1:live=1',
    ]);
  });

  it('with all, moves the functions the last deploy changed and leaves the others where they were', async () => {
    const lambda = fakeLambda([login(), courses()]);
    const { lines, io: out } = io();
    await rollback(lambda, 'prod', 'all', out);
    expect(lambda.pointed).toEqual(['LearnFree-prod-Auth-HttpPostApiLogin-1:live=2']);
    expect(lines).toEqual([
      'GET /api/course: not changed by the last deploy; left at 2',
      'POST /api/login: live 3 → 2',
    ]);
  });

  it('counts versions published within one deploy as that deploy', async () => {
    const late = {
      ...courses(),
      versions: [
        ['1', 0],
        ['2', 120 - ONE_DEPLOY / 60_000 + 1],
      ] as Array<[string, number]>,
    };
    const lambda = fakeLambda([login(), late]);
    await rollback(lambda, 'prod', 'all', io().io);
    expect(lambda.pointed.sort()).toEqual([
      'LearnFree-prod-Auth-HttpPostApiLogin-1:live=2',
      'LearnFree-prod-Catalogue-HttpGetApiCourse-1:live=1',
    ]);
  });

  it("touches only the stage's functions", async () => {
    const staging = { ...login(), name: 'LearnFree-staging-Login', service: 'LearnFree-staging' };
    const lambda = fakeLambda([staging, login()]);
    await rollback(lambda, 'prod', 'all', io().io);
    expect(lambda.pointed).toEqual(['LearnFree-prod-Auth-HttpPostApiLogin-1:live=2']);
  });

  it('says so, and fails, when there is nothing to go back to', async () => {
    const first = { ...login(), versions: [['1', 0]] as Array<[string, number]>, live: '1' };
    const lambda = fakeLambda([first]);
    const { lines, io: out } = io();
    await expect(rollback(lambda, 'prod', 'all', out)).rejects.toThrow(CommandError);
    expect(lines).toEqual(['POST /api/login: no version before 1; left at 1']);
    expect(lambda.pointed).toEqual([]);
  });

  it('lists the functions when the name matches none, and names the stack when it has none', async () => {
    const lambda = fakeLambda([login(), courses()]);
    await expect(rollback(lambda, 'prod', 'POST /api/logn', io().io)).rejects.toThrow(UsageError);
    await expect(rollback(lambda, 'prod', 'POST /api/logn', io().io)).rejects.toThrow(
      /Its functions:\n {2}GET \/api\/course\n {2}POST \/api\/login/,
    );
    await expect(rollback(lambda, 'test', 'all', io().io)).rejects.toThrow(
      /No functions of the stack LearnFree-test/,
    );
  });
});
