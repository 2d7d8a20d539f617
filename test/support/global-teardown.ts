import type { DynamoDbLocal } from '../../infra/local/dynamodb';
import type { SesLocal } from '../../infra/local/ses';
import type { LocalVideoProvider } from '../../infra/local/video-provider/server';

export default async function globalTeardown(): Promise<void> {
  const services = (globalThis as Record<string, unknown>).__LOCAL_SERVICES__ as
    | { dynamo: DynamoDbLocal; ses: SesLocal; videoProvider: LocalVideoProvider }
    | undefined;
  await Promise.all([services?.dynamo.stop(), services?.ses.stop(), services?.videoProvider.stop()]);
}
