/** Users: the profile item and the e-mail item that keeps addresses unique (written together). */
import { GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Role } from '../../shared/constants';
import { db } from '../lib/aws';
import { config } from '../lib/config';
import { isConditionFailure } from './conditions';
import { keys } from './keys';

export interface User {
  _id: string;
  name: string;
  email: string;
  passwordHash: string;
  verified: boolean;
  role: Role;
  createdAt: string;
}

/** Creates the user and claims the address in one transaction; false if the address is taken. */
export async function createUser(user: User): Promise<boolean> {
  try {
    await db.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: config.tableName,
              Item: { ...keys.user(user._id), type: 'user', ...user },
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
          {
            Put: {
              TableName: config.tableName,
              Item: { ...keys.email(user.email), type: 'email', userId: user._id },
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
        ],
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** Removes a user that never became usable (e.g. its verification mail could not be sent). */
export async function deleteUnverifiedUser(user: Pick<User, '_id' | 'email'>): Promise<void> {
  await db.send(
    new TransactWriteCommand({
      TransactItems: [
        {
          Delete: {
            TableName: config.tableName,
            Key: keys.user(user._id),
            ConditionExpression: 'verified = :no',
            ExpressionAttributeValues: { ':no': false },
          },
        },
        { Delete: { TableName: config.tableName, Key: keys.email(user.email) } },
      ],
    }),
  );
}

export async function getUser(userId: string): Promise<User | null> {
  const out = await db.send(new GetCommand({ TableName: config.tableName, Key: keys.user(userId) }));
  return (out.Item as User | undefined) ?? null;
}

export async function findUserIdByEmail(normalisedEmail: string): Promise<string | null> {
  const out = await db.send(
    new GetCommand({ TableName: config.tableName, Key: keys.email(normalisedEmail) }),
  );
  return (out.Item?.userId as string | undefined) ?? null;
}

export async function findUserByEmail(normalisedEmail: string): Promise<User | null> {
  const userId = await findUserIdByEmail(normalisedEmail);
  return userId ? getUser(userId) : null;
}

export async function setRole(userId: string, role: Role): Promise<void> {
  await db.send(
    new UpdateCommand({
      TableName: config.tableName,
      Key: keys.user(userId),
      UpdateExpression: 'SET #role = :role',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeNames: { '#role': 'role' },
      ExpressionAttributeValues: { ':role': role },
    }),
  );
}
