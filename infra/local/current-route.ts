/**
 * The manifest route whose handler is running, for anything in the same process that wants to know
 * (the tests' DynamoDB recorder, test/support/dynamodb-rights.ts, attributes each call to its route).
 */
import { AsyncLocalStorage } from 'node:async_hooks';

export const currentRoute = new AsyncLocalStorage<string>();
