/** Runs in every server test file. */
import { recordDynamoDbCalls, undeclaredActions } from './dynamodb-rights';

// Handlers talk to a real DynamoDB Local; on a loaded 2-core machine a journey can pass 5 s. (Jest
// reads `testTimeout` only from the top level of its config, not from a project's.)
jest.setTimeout(30_000);

// The manifest's DynamoDB declarations must cover every action the file's calls used.

recordDynamoDbCalls();

afterAll(async () => {
  expect(await undeclaredActions()).toEqual([]);
});
