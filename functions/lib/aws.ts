/**
 * The DynamoDB client, built once per container. Locally the endpoint points at DynamoDB Local; in
 * the cloud it is unset and the SDK's defaults apply. (The SES client lives in mail.ts, so only the
 * functions that send mail bundle it.)
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { awsSdkHandler } from './aws-http';
import { logConsumedCapacity } from './capacity-log';
import { config } from './config';

export const localCredentials = { accessKeyId: 'local', secretAccessKey: 'local' };

const dynamo = new DynamoDBClient({
  region: config.region,
  ...(config.dynamodbEndpoint ? { endpoint: config.dynamodbEndpoint, credentials: localCredentials } : {}),
  // Fail fast: a learner waiting on a dead dependency should get a clear 503 in seconds, not a hang.
  maxAttempts: 2,
  // Its connect and answer limits hold for a process that was kept off the CPU (aws-http.ts).
  requestHandler: awsSdkHandler({ requestTimeoutMs: config.dynamodbRequestTimeoutMs }),
});

// Only the cost bench sets it (bench/cost-scenario.ts); unset, the client is left as it is.
if (process.env.DYNAMODB_CAPACITY_LOG) logConsumedCapacity(dynamo, process.env.DYNAMODB_CAPACITY_LOG);

export const db = DynamoDBDocumentClient.from(dynamo, {
  marshallOptions: { removeUndefinedValues: true },
});
