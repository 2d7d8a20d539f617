/**
 * AWS clients, built once per container. Locally the endpoints point at DynamoDB Local and the
 * local SES; in the cloud they are unset and the SDK's defaults apply.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { SESClient } from '@aws-sdk/client-ses';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { config } from './config';

const localCredentials = { accessKeyId: 'local', secretAccessKey: 'local' };

const dynamo = new DynamoDBClient({
  region: config.region,
  ...(config.dynamodbEndpoint ? { endpoint: config.dynamodbEndpoint, credentials: localCredentials } : {}),
  // Fail fast: a learner waiting on a dead dependency should get a clear 503 in seconds, not a hang.
  maxAttempts: 2,
  requestHandler: { connectionTimeout: 1_000, requestTimeout: 3_000 },
});

export const db = DynamoDBDocumentClient.from(dynamo, {
  marshallOptions: { removeUndefinedValues: true },
});

export const ses = new SESClient({
  region: config.region,
  ...(config.sesEndpoint ? { endpoint: config.sesEndpoint, credentials: localCredentials } : {}),
  maxAttempts: 2,
  requestHandler: { connectionTimeout: 1_000, requestTimeout: 5_000 },
});
