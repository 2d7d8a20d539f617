/**
 * The DynamoDB client, built once per container. Locally the endpoint points at DynamoDB Local; in
 * the cloud it is unset and the SDK's defaults apply. (The SES client lives in mail.ts, so only the
 * functions that send mail bundle it.)
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { config } from './config';

export const localCredentials = { accessKeyId: 'local', secretAccessKey: 'local' };

const dynamo = new DynamoDBClient({
  region: config.region,
  ...(config.dynamodbEndpoint ? { endpoint: config.dynamodbEndpoint, credentials: localCredentials } : {}),
  // Fail fast: a learner waiting on a dead dependency should get a clear 503 in seconds, not a hang.
  maxAttempts: 2,
  // Without throwOnRequestTimeout the SDK only logs a breached requestTimeout and keeps waiting.
  requestHandler: {
    connectionTimeout: 1_000,
    requestTimeout: config.dynamodbRequestTimeoutMs,
    throwOnRequestTimeout: true,
  },
});

export const db = DynamoDBDocumentClient.from(dynamo, {
  marshallOptions: { removeUndefinedValues: true },
});
