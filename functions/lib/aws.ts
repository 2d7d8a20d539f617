/**
 * The DynamoDB client, built once per container (dynamodb.ts: our own signed requests, not the SDK).
 * Locally the endpoint points at DynamoDB Local, which takes the placeholder credentials; in the
 * cloud it is the region's endpoint, with the default chain's credentials (default-credentials.ts:
 * the role's in a function, an operator's profile in an operator command). (The SES client lives in
 * mail.ts, so only the functions that send mail bundle it.)
 */
import { logConsumedCapacity } from './capacity-log';
import { config } from './config';
import { defaultCredentials } from './default-credentials';
import { dynamoDbClient } from './dynamodb';

export const localCredentials = { accessKeyId: 'local', secretAccessKey: 'local' };

export const db = dynamoDbClient({
  endpoint: config.dynamodbEndpoint ?? `https://dynamodb.${config.region}.amazonaws.com`,
  credentials: config.dynamodbEndpoint ? () => localCredentials : defaultCredentials,
  // Fail fast: a learner waiting on a dead dependency should get a clear 503 in seconds, not a hang.
  // The limit holds for a process that was kept off the CPU (aws-http.ts).
  requestTimeoutMs: config.dynamodbRequestTimeoutMs,
});

// Only the cost bench sets it (bench/cost-scenario.ts); unset, the client is left as it is.
if (process.env.DYNAMODB_CAPACITY_LOG) logConsumedCapacity(db, process.env.DYNAMODB_CAPACITY_LOG);
