/**
 * Items between JavaScript and DynamoDB's JSON, as the SDK's document client converts them with
 * `removeUndefinedValues`: numbers as JS numbers, Sets as string, number or binary sets, objects and
 * arrays as maps and lists, Uint8Array as binary, undefined attributes left out. The values are
 * converted by `@aws-sdk/util-dynamodb` (5 KB, the document client's own converter); this module
 * knows where in each operation's request and answer the items, keys and expression values are.
 *
 * Only the parameters of the expression API are converted; the legacy ones (`Expected`,
 * `AttributeUpdates`, `KeyConditions`, `QueryFilter`, `ScanFilter`) are sent as given.
 */
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { marshall, unmarshall } from '@aws-sdk/util-dynamodb';

export type AttributeMap = Record<string, AttributeValue>;
type Json = Record<string, unknown>;
type Convert = (map: Json) => Json;

/** Fields of a request, a transaction member or an answer that hold one item, key or value map. */
const MAP_FIELDS = [
  'Key',
  'Item',
  'ExpressionAttributeValues',
  'ExclusiveStartKey',
  'LastEvaluatedKey',
  'Attributes',
];

const toWire: Convert = (map) => marshall(map, { removeUndefinedValues: true }) as Json;
const fromWire: Convert = (map) => unmarshall(map as AttributeMap);

const mapValues = <T, U>(record: Record<string, T>, convert: (value: T) => U): Record<string, U> =>
  Object.fromEntries(Object.entries(record).map(([name, value]) => [name, convert(value)]));

function convertFields(record: Json, convert: Convert): Json {
  const out = { ...record };
  for (const field of MAP_FIELDS) {
    if (out[field] !== undefined) out[field] = convert(out[field] as Json);
  }
  return out;
}

/** BatchGetItem's `RequestItems` and its answer's `UnprocessedKeys`: per table, keys to read. */
const convertKeysPerTable = (tables: Record<string, Json>, convert: Convert) =>
  mapValues(tables, (request) => ({
    ...request,
    Keys: (request.Keys as Json[]).map(convert),
  }));

/** BatchWriteItem's `RequestItems` and its answer's `UnprocessedItems`: per table, puts and deletes. */
const convertWritesPerTable = (tables: Record<string, Json[]>, convert: Convert) =>
  mapValues(tables, (requests) =>
    requests.map((request) => mapValues(request, (body) => convertFields(body as Json, convert))),
  );

function convertRequest(operation: string, input: Json, convert: Convert): Json {
  switch (operation) {
    case 'TransactWriteItems':
      return {
        ...input,
        TransactItems: (input.TransactItems as Json[]).map((member) =>
          mapValues(member, (body) => convertFields(body as Json, convert)),
        ),
      };
    case 'BatchGetItem':
      return {
        ...input,
        RequestItems: convertKeysPerTable(input.RequestItems as Record<string, Json>, convert),
      };
    case 'BatchWriteItem':
      return {
        ...input,
        RequestItems: convertWritesPerTable(input.RequestItems as Record<string, Json[]>, convert),
      };
    default:
      return convertFields(input, convert);
  }
}

function convertAnswer(output: Json, convert: Convert): Json {
  const out = convertFields(output, convert);
  if (out.Items) out.Items = (out.Items as Json[]).map(convert);
  if (out.Responses)
    out.Responses = mapValues(out.Responses as Record<string, Json[]>, (items) => items.map(convert));
  if (out.UnprocessedKeys)
    out.UnprocessedKeys = convertKeysPerTable(out.UnprocessedKeys as Record<string, Json>, convert);
  if (out.UnprocessedItems) {
    out.UnprocessedItems = convertWritesPerTable(out.UnprocessedItems as Record<string, Json[]>, convert);
  }
  return out;
}

/** The request of `operation` as DynamoDB takes it: its items, keys and values marshalled. */
export const marshallRequest = (operation: string, input: Json): Json =>
  convertRequest(operation, input, toWire);

/** An answer with its items, keys and attributes unmarshalled. */
export const unmarshallAnswer = (output: Json): Json => convertAnswer(output, fromWire);

/** The items of a refusal: a failed condition's `Item`, a cancelled transaction's reasons' `Item`s. */
export function unmarshallRefusal(body: Json): Json {
  const out = convertFields(body, fromWire);
  if (Array.isArray(out.CancellationReasons)) {
    out.CancellationReasons = (out.CancellationReasons as Json[]).map((reason) =>
      convertFields(reason, fromWire),
    );
  }
  return out;
}

/**
 * JSON of a marshalled request: binary values (`B`, `BS`) go as base64, as the protocol wants them.
 * `this[key]` is the value before `toJSON`, which would turn a Buffer into `{ type, data }`.
 */
export const toJson = (value: Json): string =>
  JSON.stringify(value, function (this: Record<string, unknown>, key, converted) {
    const raw = this[key];
    return raw instanceof Uint8Array
      ? Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength).toString('base64')
      : converted;
  });

const decodeBinary = (key: string, value: unknown): unknown => {
  if (key === 'B' && typeof value === 'string') return new Uint8Array(Buffer.from(value, 'base64'));
  if (key === 'BS' && Array.isArray(value) && value.every((entry) => typeof entry === 'string')) {
    return value.map((entry: string) => new Uint8Array(Buffer.from(entry, 'base64')));
  }
  return value;
};

/**
 * An answer's JSON, with its binary values as Uint8Array. Only an answer that may hold one is parsed
 * with a reviver (a reviver makes parsing a large page several times slower). An attribute named
 * `B` holds a value object, never a string, so only binary values are decoded.
 */
export const fromJson = (text: string): Json =>
  JSON.parse(text, /"BS?":/.test(text) ? decodeBinary : undefined) as Json;
