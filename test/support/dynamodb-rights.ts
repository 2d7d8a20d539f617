/**
 * Checks the manifest's DynamoDB declarations against what the code does: every command a route's
 * handler sends through the shared client is recorded under that route (infra/local/current-route.ts)
 * as the IAM actions it needs, and after each test file the actions a route used but does not declare
 * fail the file. Installed for the server tests by jest.config.ts.
 */
import { db } from '../../functions/lib/aws';
import type { Access, DynamoAction, RouteCode } from '../../functions/route-types';
import { currentRoute } from '../../infra/local/current-route';

/** The IAM actions a call of the DynamoDB operation `name` needs. */
function actionsOf(name: string, input: Record<string, unknown>): string[] {
  if (name === 'TransactWriteItems') {
    const parts = (input.TransactItems ?? []) as Record<string, unknown>[];
    const iam: Record<string, DynamoAction> = {
      Put: 'PutItem',
      Update: 'UpdateItem',
      Delete: 'DeleteItem',
      ConditionCheck: 'ConditionCheckItem',
    };
    return parts.flatMap((part) => Object.keys(part).map((kind) => iam[kind] ?? kind));
  }
  if (name === 'TransactGetItems') return ['GetItem'];
  if (name === 'Query' && typeof input.IndexName === 'string') return [`Query:${input.IndexName}`];
  return [name];
}

const used = new Map<string, Set<string>>();

let recording = false;

/** Records the calls of the shared client from now on (once per module instance, however often called). */
export function recordDynamoDbCalls(): void {
  if (recording) return;
  recording = true;
  db.onCall({
    sending(operation, input) {
      const route = currentRoute.getStore();
      if (!route) return;
      const actions = used.get(route) ?? new Set<string>();
      for (const action of actionsOf(operation, input)) actions.add(action);
      used.set(route, actions);
    },
  });
}

/**
 * `route: action` for each action a route used without declaring it. The manifest loads every
 * handler, so it is read only when a route ran: a file that tests data modules alone skips it.
 */
export async function undeclaredActions(): Promise<string[]> {
  if (used.size === 0) return [];
  const { httpManifest, tableActionsOf, workerManifest, wsManifest } = await import('../../functions/routes');
  const manifest: Record<string, RouteCode & { access?: Access }> = {
    ...httpManifest,
    ...wsManifest,
    ...workerManifest,
  };
  // What a manifest entry allows, in the recorder's terms (`Query:gsi1` for a query of an index).
  const declaredActions = (route: RouteCode & { access?: Access }) => [
    ...tableActionsOf(route),
    ...(route.indexes ?? []).map((index) => `Query:${index}`),
  ];
  return [...used].flatMap(([route, actions]) => {
    const allowed = new Set(declaredActions(manifest[route]!));
    return [...actions].filter((action) => !allowed.has(action)).map((action) => `${route}: ${action}`);
  });
}

/** Every action recorded so far, by route. */
export const recordedActions = (): Map<string, Set<string>> => used;
