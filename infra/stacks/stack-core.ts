/**
 * What both variants of the stack hold, whatever serves their routes (learnfree-stack.ts on AWS,
 * learnfree-community-stack.ts on LocalStack Community): the table, the session keys, and the mail
 * identity and sender the route functions that send mail are given.
 */
import type { Stack } from 'aws-cdk-lib';
import type { Table } from 'aws-cdk-lib/aws-dynamodb';
import type { Code } from 'aws-cdk-lib/aws-lambda';
import { AppTable } from '../constructs/app-table';
import type { RouteMail } from '../constructs/route-function';
import { SessionKeys } from '../constructs/session-keys';
import { senderIdentity } from './sender-identity';
import type { DeploySettings } from './settings';

export interface StackCore {
  readonly table: Table;
  readonly sessionKeys: SessionKeys;
  readonly mail: RouteMail;
}

/** Creates them in `stack` under the ids both variants have always used. `code` replaces bundles in tests. */
export function stackCore(stack: Stack, settings: DeploySettings, code?: Code): StackCore {
  const table = new AppTable(stack, 'Data', { capacity: settings.tableCapacity }).table;
  const sessionKeys = new SessionKeys(stack, 'SessionKeys', { rotation: settings.sessionKeyRotation, code });
  const mail: RouteMail = {
    identity: senderIdentity(stack, settings),
    from: `${settings.senderName} <${settings.senderEmail}>`,
    sandbox: settings.sesSandbox,
  };
  return { table, sessionKeys, mail };
}
