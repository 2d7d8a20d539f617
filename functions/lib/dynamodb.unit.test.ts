/**
 * Our DynamoDB client against a tiny local HTTP server standing in for DynamoDB, and beside it the
 * SDK's document client (which the functions used before) sending the same commands to the same
 * server: the requests must be the same JSON, and the same answers must come back as the same values.
 */
import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import * as sdk from '@aws-sdk/lib-dynamodb';
import { marshall } from '@aws-sdk/util-dynamodb';
import { failedAt, isConditionFailure } from '../data/conditions';
import {
  BatchGetCommand,
  BatchWriteCommand,
  type DynamoDbClient,
  type DynamoDbCommand,
  dynamoDbClient,
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
} from './dynamodb';

interface Received {
  headers: IncomingHttpHeaders;
  body: Record<string, unknown>;
}
type Reply = { status: number; body: unknown } | 'hang up';

const credentials = { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'secret' };
const received: Received[] = [];
/** What the server answers next, in order; `{}` with 200 once they are used up. */
const replies: Reply[] = [];
let server: Server;
let endpoint: string;
let ours: DynamoDbClient;
let theirs: sdk.DynamoDBDocumentClient;

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    received.push({ headers: request.headers, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) });
    const reply = replies.shift() ?? { status: 200, body: {} };
    if (reply === 'hang up') {
      request.socket.destroy();
      return;
    }
    response.writeHead(reply.status, { 'content-type': 'application/x-amz-json-1.0' });
    response.end(JSON.stringify(reply.body));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  ours = dynamoDbClient({ endpoint, credentials: () => credentials });
  theirs = sdk.DynamoDBDocumentClient.from(
    new DynamoDBClient({ endpoint, region: 'us-east-1', credentials, maxAttempts: 1 }),
    { marshallOptions: { removeUndefinedValues: true } },
  );
});

afterAll(async () => {
  theirs.destroy();
  server.closeAllConnections();
  server.close();
});

beforeEach(() => {
  received.length = 0;
  replies.length = 0;
});

/** An item with every kind of value the table holds. */
const item = {
  pk: 'USER#u1',
  sk: 'PROFILE',
  count: 3,
  price: 2.5,
  name: 'Asha',
  verified: true,
  nothing: null,
  left: undefined,
  tags: new Set(['a', 'b']),
  scores: new Set([1, 2]),
  nested: { list: [1, 'two', { three: 3 }], empty: {} },
  bytes: new Uint8Array([0, 1, 2, 250]),
};
const { left: _left, ...stored } = item;

/** The same command as ours and as the SDK's: what each client sent, and what each answered. */
async function bothSend<I extends object>(
  make: new (input: I) => DynamoDbCommand<I, object>,
  Sdk: new (input: I) => unknown,
  input: I,
  reply: Record<string, unknown> = {},
) {
  replies.push({ status: 200, body: reply }, { status: 200, body: reply });
  const ourAnswer = await ours.send(new make(structuredClone(input)));
  const sdkAnswer = await theirs.send(new Sdk(structuredClone(input)) as never);
  const [ourRequest, sdkRequest] = received.splice(0, 2);
  const { $metadata: _ours, ...ourOutput } = ourAnswer as Record<string, unknown>;
  const { $metadata: _theirs, ...sdkOutput } = sdkAnswer as Record<string, unknown>;
  return { ourRequest: ourRequest!, sdkRequest: sdkRequest!, ourOutput, sdkOutput };
}

describe('requests', () => {
  it('posts the operation to DynamoDB’s JSON protocol, signed for dynamodb', async () => {
    await ours.send(new GetCommand({ TableName: 't', Key: { pk: 'a', sk: 'b' } }));
    const [{ headers, body }] = received as [Received];
    expect(headers['x-amz-target']).toBe('DynamoDB_20120810.GetItem');
    expect(headers['content-type']).toBe('application/x-amz-json-1.0');
    expect(headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/us-east-1\/dynamodb\/aws4_request, SignedHeaders=[a-z0-9;-]*host[a-z0-9;-]*x-amz-date[a-z0-9;-]*, Signature=[0-9a-f]{64}$/,
    );
    expect(headers['x-amz-content-sha256']).toMatch(/^[0-9a-f]{64}$/);
    expect(body).toEqual({ TableName: 't', Key: { pk: { S: 'a' }, sk: { S: 'b' } } });
  });

  it('writes an item as the SDK’s document client does: numbers, sets, maps, lists, binary, no undefined', async () => {
    const { ourRequest, sdkRequest } = await bothSend(PutCommand, sdk.PutCommand, {
      TableName: 't',
      Item: item,
      ConditionExpression: 'attribute_not_exists(pk)',
    });
    expect(ourRequest.body).toEqual(sdkRequest.body);
    expect((ourRequest.body.Item as Record<string, unknown>).bytes).toEqual({ B: 'AAEC+g==' });
    expect(ourRequest.body.Item).not.toHaveProperty('left');
  });

  it.each([
    [
      'an update with expression values',
      UpdateCommand,
      sdk.UpdateCommand,
      {
        TableName: 't',
        Key: { pk: 'a', sk: 'b' },
        UpdateExpression: 'ADD #c :one, tags :tags SET nested = :nested',
        ExpressionAttributeNames: { '#c': 'count' },
        ExpressionAttributeValues: { ':one': 1, ':tags': new Set(['x']), ':nested': { a: [1] } },
        ReturnValues: 'ALL_NEW',
      },
    ],
    [
      'a query from a start key',
      QueryCommand,
      sdk.QueryCommand,
      {
        TableName: 't',
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :p)',
        ExpressionAttributeValues: { ':pk': 'a', ':p': 'NOTE#' },
        ExclusiveStartKey: { pk: 'a', sk: 'NOTE#1' },
        Limit: 5,
        ScanIndexForward: false,
      },
    ],
    [
      'a transaction of every kind of member',
      TransactWriteCommand,
      sdk.TransactWriteCommand,
      {
        TransactItems: [
          { Put: { TableName: 't', Item: item } },
          {
            Update: {
              TableName: 't',
              Key: { pk: 'a', sk: 'b' },
              UpdateExpression: 'SET n = :n',
              ExpressionAttributeValues: { ':n': 2 },
            },
          },
          { Delete: { TableName: 't', Key: { pk: 'a', sk: 'c' } } },
          {
            ConditionCheck: {
              TableName: 't',
              Key: { pk: 'a', sk: 'd' },
              ConditionExpression: 'v = :v',
              ExpressionAttributeValues: { ':v': 'x' },
            },
          },
        ],
      },
    ],
    [
      'a batch read',
      BatchGetCommand,
      sdk.BatchGetCommand,
      {
        RequestItems: {
          t: {
            Keys: [
              { pk: 'a', sk: 'b' },
              { pk: 'a', sk: 'c' },
            ],
            ConsistentRead: true,
          },
        },
      },
    ],
    [
      'a batch write',
      BatchWriteCommand,
      sdk.BatchWriteCommand,
      {
        RequestItems: {
          t: [{ PutRequest: { Item: item } }, { DeleteRequest: { Key: { pk: 'a', sk: 'b' } } }],
        },
      },
    ],
  ] as const)('sends %s as the SDK does', async (_name, make, Sdk, input) => {
    const { ourRequest, sdkRequest } = await bothSend(
      make as never,
      Sdk as never,
      input as unknown as Record<string, unknown>,
    );
    // A transaction carries a fresh idempotency token, so its retry cannot apply it twice.
    const { ClientRequestToken: ourToken, ...ourBody } = ourRequest.body;
    const { ClientRequestToken: sdkToken, ...sdkBody } = sdkRequest.body;
    expect(ourBody).toEqual(sdkBody);
    expect(typeof ourToken).toBe(typeof sdkToken);
    expect(ourRequest.headers['x-amz-target']).toBe(sdkRequest.headers['x-amz-target']);
  });

  it('sends a transaction’s retry with the same idempotency token', async () => {
    replies.push({ status: 500, body: { __type: 'InternalServerError', message: 'try again' } });
    await ours.send(
      new TransactWriteCommand({
        TransactItems: [{ Delete: { TableName: 't', Key: { pk: 'a', sk: 'b' } } }],
      }),
    );
    expect(received).toHaveLength(2);
    expect(received[0]!.body.ClientRequestToken).toMatch(/^[0-9a-f-]{36}$/);
    expect(received[1]!.body.ClientRequestToken).toBe(received[0]!.body.ClientRequestToken);
  });
});

describe('answers', () => {
  const wireItem = marshall(stored, { removeUndefinedValues: true });
  // Binary values go over the wire as base64.
  const wire = JSON.parse(
    JSON.stringify(wireItem, function (this: Record<string, unknown>, key, value) {
      const raw = this[key];
      return raw instanceof Uint8Array ? Buffer.from(raw).toString('base64') : value;
    }),
  );

  it('reads an item back as the SDK does, binary as bytes', async () => {
    const { ourOutput, sdkOutput } = await bothSend(
      GetCommand,
      sdk.GetCommand,
      { TableName: 't', Key: { pk: 'a', sk: 'b' } },
      { Item: wire },
    );
    expect(ourOutput).toEqual(sdkOutput);
    expect(ourOutput.Item).toEqual(stored);
    expect((ourOutput.Item as typeof stored).bytes).toBeInstanceOf(Uint8Array);
  });

  it('reads pages, batches and unprocessed requests back as the SDK does', async () => {
    const key = { pk: { S: 'a' }, sk: { S: 'b' } };
    const page = await bothSend(
      QueryCommand,
      sdk.QueryCommand,
      { TableName: 't' },
      {
        Items: [wire, wire],
        Count: 2,
        LastEvaluatedKey: key,
        ConsumedCapacity: { TableName: 't', CapacityUnits: 0.5 },
      },
    );
    expect(page.ourOutput).toEqual(page.sdkOutput);
    expect(page.ourOutput.LastEvaluatedKey).toEqual({ pk: 'a', sk: 'b' });

    const reads = await bothSend(
      BatchGetCommand,
      sdk.BatchGetCommand,
      { RequestItems: { t: { Keys: [{ pk: 'a', sk: 'b' }] } } },
      {
        Responses: { t: [wire] },
        UnprocessedKeys: { t: { Keys: [key], ConsistentRead: true } },
      },
    );
    expect(reads.ourOutput).toEqual(reads.sdkOutput);

    const writes = await bothSend(
      BatchWriteCommand,
      sdk.BatchWriteCommand,
      { RequestItems: { t: [{ DeleteRequest: { Key: { pk: 'a', sk: 'b' } } }] } },
      {
        UnprocessedItems: { t: [{ PutRequest: { Item: wire } }, { DeleteRequest: { Key: key } }] },
      },
    );
    expect(writes.ourOutput).toEqual(writes.sdkOutput);
  });
});

describe('refusals and retries', () => {
  const refusal = (type: string, extra: Record<string, unknown> = {}, status = 400): Reply => ({
    status,
    body: { __type: `com.amazonaws.dynamodb.v20120810#${type}`, message: `${type} happened`, ...extra },
  });
  const update = () =>
    new UpdateCommand({
      TableName: 't',
      Key: { pk: 'a', sk: 'b' },
      UpdateExpression: 'SET n = :n',
      ExpressionAttributeValues: { ':n': 1 },
    });

  it('names a failed condition by its type, with its status, and does not try again', async () => {
    replies.push(refusal('ConditionalCheckFailedException'));
    const error = await ours.send(update()).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({
      name: 'ConditionalCheckFailedException',
      message: 'ConditionalCheckFailedException happened',
      $metadata: { httpStatusCode: 400 },
    });
    expect(isConditionFailure(error)).toBe(true);
    expect(received).toHaveLength(1);
  });

  it('gives a cancelled transaction its message and reasons, as the conditions module reads them', async () => {
    replies.push({
      status: 400,
      body: {
        __type: 'com.amazonaws.dynamodb.v20120810#TransactionCanceledException',
        Message:
          'Transaction cancelled, please refer cancellation reasons for specific reasons [None, ConditionalCheckFailed]',
        CancellationReasons: [{ Code: 'None' }, { Code: 'ConditionalCheckFailed', Item: { n: { N: '4' } } }],
      },
    });
    const error = await ours
      .send(new TransactWriteCommand({ TransactItems: [] }))
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({
      name: 'TransactionCanceledException',
      CancellationReasons: [{ Code: 'None' }, { Code: 'ConditionalCheckFailed', Item: { n: 4 } }],
    });
    expect(isConditionFailure(error)).toBe(true);
    expect(failedAt(error, 1)).toBe(true);
    expect(received).toHaveLength(1);
  });

  it.each([
    ['throttled', refusal('ProvisionedThroughputExceededException')],
    ['throttled by the account', refusal('ThrottlingException')],
    ['failing inside DynamoDB', refusal('InternalServerError', {}, 500)],
    ['hanging up', 'hang up' as const],
  ])('tries a call once more when DynamoDB answers %s', async (_name, first) => {
    replies.push(first, { status: 200, body: { Attributes: { n: { N: '1' } } } });
    await expect(ours.send(update())).resolves.toMatchObject({ Attributes: { n: 1 } });
    expect(received.length).toBeGreaterThanOrEqual(2);
    // The retry is the same request, signed again.
    expect(received.at(-1)!.body).toEqual(received[0]!.body);
  });

  it('gives up after the second throttled attempt, naming the throttling', async () => {
    replies.push(
      refusal('ProvisionedThroughputExceededException'),
      refusal('ProvisionedThroughputExceededException'),
    );
    await expect(ours.send(update())).rejects.toMatchObject({
      name: 'ProvisionedThroughputExceededException',
      $metadata: { httpStatusCode: 400 },
    });
    expect(received).toHaveLength(2);
  });

  // A reset of a reused keep-alive socket is still sent again, by the HTTP layer (aws-http.ts): the
  // server closed it while idle, before the request reached it.
  it('does not send an at-most-once update again after a 5xx answer: DynamoDB may have applied it', async () => {
    replies.push(refusal('InternalServerError', {}, 500), { status: 200, body: {} });
    await expect(ours.send(update(), { atMostOnce: true })).rejects.toMatchObject({
      name: 'InternalServerError',
    });
    expect(received).toHaveLength(1);
  });

  it('sends an at-most-once update again when it was throttled: DynamoDB applied nothing', async () => {
    replies.push(refusal('ProvisionedThroughputExceededException'), {
      status: 200,
      body: { Attributes: { n: { N: '1' } } },
    });
    await expect(ours.send(update(), { atMostOnce: true })).resolves.toMatchObject({ Attributes: { n: 1 } });
    expect(received).toHaveLength(2);
  });

  it('does not try a refused request again', async () => {
    replies.push(refusal('ValidationException'));
    await expect(ours.send(update())).rejects.toMatchObject({ name: 'ValidationException' });
    expect(received).toHaveLength(1);
  });
});

describe('observers', () => {
  it('see each call before it is sent (and may add to it) and its answer, until removed', async () => {
    const seen: string[] = [];
    const stop = ours.onCall({
      sending(operation, input) {
        seen.push(`sending ${operation}`);
        input.ReturnConsumedCapacity = 'TOTAL';
      },
      answered(operation, _input, output) {
        seen.push(`answered ${operation} ${JSON.stringify(output.Item)}`);
      },
    });
    const input = { TableName: 't', Key: { pk: 'a', sk: 'b' } };
    replies.push({ status: 200, body: { Item: { n: { N: '2' } } } });
    await ours.send(new GetCommand(input));
    stop();
    await ours.send(new GetCommand(input));
    expect(seen).toEqual(['sending GetItem', 'answered GetItem {"n":2}']);
    expect(received[0]!.body.ReturnConsumedCapacity).toBe('TOTAL');
    expect(received[1]!.body).not.toHaveProperty('ReturnConsumedCapacity');
    // The caller's own input is left as it was.
    expect(input).toEqual({ TableName: 't', Key: { pk: 'a', sk: 'b' } });
  });
});
