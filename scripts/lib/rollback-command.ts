/**
 * `npm run rollback -- <function|all>`: points the `live` alias of a stage's functions back at the
 * version each ran before, without a deploy. Every caller (API routes, schedules, invoking routes)
 * goes through that alias (infra/constructs/route-function.ts), so the old code answers at once.
 * The Lambda API is reached through `LambdaApi`; the decisions here are tested against a fake of it.
 */
import { LIVE_ALIAS, routeFunctionDescription } from '../../infra/constructs/route-function';
import type { Io } from './cli';
import { CommandError, UsageError } from './cli-errors';

/** What every function's description starts with; the rest names its route (`POST /api/login`). */
const DESCRIPTION_PREFIX = routeFunctionDescription('');

export interface DeployedFunction {
  readonly name: string;
  readonly description: string;
  /** Its METRICS_SERVICE: the stack (`LearnFree-<stage>`) it belongs to. */
  readonly service?: string;
}

/** A published version of a function (never `$LATEST`). */
export interface PublishedVersion {
  readonly version: string;
  readonly published: Date;
}

export interface LambdaApi {
  listFunctions(): Promise<DeployedFunction[]>;
  listVersions(functionName: string): Promise<PublishedVersion[]>;
  /** The version the alias points at, or undefined when the function has no such alias. */
  aliasVersion(functionName: string, alias: string): Promise<string | undefined>;
  pointAlias(functionName: string, alias: string, version: string): Promise<void>;
}

/**
 * A deploy publishes versions of the functions it changed within minutes of each other; `all`
 * rolls back those, and leaves a function the last deploy did not change on the version it ran
 * before that deploy too.
 */
export const ONE_DEPLOY = 30 * 60 * 1000;

/** The highest published version below `current`: the one deployed before it. */
export function previousVersion(versions: readonly PublishedVersion[], current: string): string | undefined {
  const below = versions
    .map(({ version }) => Number(version))
    .filter((version) => Number.isInteger(version) && version < Number(current));
  return below.length > 0 ? String(Math.max(...below)) : undefined;
}

/** A function's route as the argument names it: its description without the product's prefix. */
const routeOf = (fn: DeployedFunction): string => fn.description.slice(DESCRIPTION_PREFIX.length);

interface Plan {
  readonly fn: DeployedFunction;
  readonly current?: string;
  readonly previous?: string;
  readonly published?: Date;
}

async function planOf(api: LambdaApi, fn: DeployedFunction): Promise<Plan> {
  const current = await api.aliasVersion(fn.name, LIVE_ALIAS);
  if (current === undefined) return { fn };
  const versions = await api.listVersions(fn.name);
  return {
    fn,
    current,
    previous: previousVersion(versions, current),
    published: versions.find(({ version }) => version === current)?.published,
  };
}

/** Moves `live` back one version on the chosen functions of the stage; one line per function. */
export async function rollback(api: LambdaApi, stage: string, which: string, io: Io): Promise<void> {
  const service = `LearnFree-${stage}`;
  const ofStage = (await api.listFunctions()).filter(
    (fn) => fn.service === service && fn.description.startsWith(DESCRIPTION_PREFIX),
  );
  if (ofStage.length === 0)
    throw new CommandError(`No functions of the stack ${service} in this account and region.`);
  const chosen =
    which === 'all' ? ofStage : ofStage.filter((fn) => routeOf(fn).toLowerCase() === which.toLowerCase());
  if (chosen.length === 0) {
    const routes = ofStage.map(routeOf).sort();
    throw new UsageError(`"${which}" is no function of ${service}. Its functions:\n  ${routes.join('\n  ')}`);
  }
  const plans: Plan[] = [];
  for (const fn of chosen.sort((a, b) => routeOf(a).localeCompare(routeOf(b))))
    plans.push(await planOf(api, fn));
  const lastDeploy = Math.max(...plans.map(({ published }) => published?.getTime() ?? 0));
  let moved = 0;
  for (const { fn, current, previous, published } of plans) {
    const route = routeOf(fn);
    if (current === undefined) {
      io.out(`${route}: has no "${LIVE_ALIAS}" alias (deployed before aliases existed); left as it is`);
    } else if (which === 'all' && (published?.getTime() ?? 0) < lastDeploy - ONE_DEPLOY) {
      io.out(`${route}: not changed by the last deploy; left at ${current}`);
    } else if (previous === undefined) {
      io.out(`${route}: no version before ${current}; left at ${current}`);
    } else {
      await api.pointAlias(fn.name, LIVE_ALIAS, previous);
      io.out(`${route}: ${LIVE_ALIAS} ${current} → ${previous}`);
      moved++;
    }
  }
  if (moved === 0) throw new CommandError('Nothing was rolled back.');
}
