import type { DynamoDbLocal } from '../../infra/local/dynamodb';
import type { SesLocal } from '../../infra/local/ses';

export default async function globalTeardown(): Promise<void> {
  const services = (globalThis as Record<string, unknown>).__LOCAL_SERVICES__ as
    | { dynamo: DynamoDbLocal; ses: SesLocal }
    | undefined;
  await Promise.all([services?.dynamo.stop(), services?.ses.stop()]);
}
