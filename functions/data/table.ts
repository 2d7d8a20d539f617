/**
 * The single table's definition: key attributes, GSIs and TTL. The CDK stack, the local stack and
 * the test setup all build the table from this object; docs/data-design.md explains every access
 * pattern that uses it.
 */
export const TABLE = {
  partitionKey: 'pk',
  sortKey: 'sk',
  ttlAttribute: 'ttl',
  indexes: [
    /** GSI1: collections read as a whole: the catalogue, all course requests. */
    { name: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
    /** GSI2: secondary look-ups by owner: a learner's own course requests, a learner's posts. */
    { name: 'gsi2', partitionKey: 'gsi2pk', sortKey: 'gsi2sk' },
    /** GSI3: collections in ranked order: a lesson's questions by votes. */
    { name: 'gsi3', partitionKey: 'gsi3pk', sortKey: 'gsi3sk' },
  ],
} as const;

/** Table create input in the shape of DynamoDB's CreateTable (used locally and in tests). */
export function createTableInput(tableName: string) {
  const attributes = [
    TABLE.partitionKey,
    TABLE.sortKey,
    ...TABLE.indexes.flatMap((i) => [i.partitionKey, i.sortKey]),
  ];
  return {
    TableName: tableName,
    BillingMode: 'PAY_PER_REQUEST' as const,
    AttributeDefinitions: attributes.map((name) => ({ AttributeName: name, AttributeType: 'S' as const })),
    KeySchema: [
      { AttributeName: TABLE.partitionKey, KeyType: 'HASH' as const },
      { AttributeName: TABLE.sortKey, KeyType: 'RANGE' as const },
    ],
    GlobalSecondaryIndexes: TABLE.indexes.map((index) => ({
      IndexName: index.name,
      KeySchema: [
        { AttributeName: index.partitionKey, KeyType: 'HASH' as const },
        { AttributeName: index.sortKey, KeyType: 'RANGE' as const },
      ],
      Projection: { ProjectionType: 'ALL' as const },
    })),
  };
}
