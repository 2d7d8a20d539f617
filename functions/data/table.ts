/**
 * The single table's definition: key attributes, GSIs and TTL. The CDK stack, the local stack and
 * the test setup all build the table from this object; docs/data-design.md explains every access
 * pattern that uses it.
 */

/** What the catalogue lists of a course: GSI3 holds these, and the search index reads them. */
export const CATALOGUE_FIELDS = [
  '_id',
  'name',
  'info',
  'category',
  'creator',
  'language',
  'course_pic',
  'love',
  'lessonCount',
] as const;

export const TABLE = {
  partitionKey: 'pk',
  sortKey: 'sk',
  ttlAttribute: 'ttl',
  indexes: [
    /** GSI1: collections read as a whole: the catalogue, all course requests. */
    { name: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
    /** GSI2: secondary look-ups by owner: a learner's own course requests, a learner's posts. */
    { name: 'gsi2', partitionKey: 'gsi2pk', sortKey: 'gsi2sk' },
    /**
     * GSI3: the catalogue's search source, spread over a few shards so it loads in parallel, and
     * holding only what the catalogue lists (about a quarter of a course item, which has lessons).
     */
    {
      name: 'gsi3',
      partitionKey: 'gsi3pk',
      sortKey: 'gsi3sk',
      include: CATALOGUE_FIELDS,
    },
    /** GSI4: collections in ranked order: a lesson's questions by votes. */
    { name: 'gsi4', partitionKey: 'gsi4pk', sortKey: 'gsi4sk' },
  ],
} as const;

/** What a GSI holds: every attribute, or its keys plus the attributes it names. */
export const projectionOf = (index: (typeof TABLE.indexes)[number]) =>
  'include' in index
    ? { ProjectionType: 'INCLUDE' as const, NonKeyAttributes: [...index.include] }
    : { ProjectionType: 'ALL' as const };

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
      Projection: projectionOf(index),
    })),
  };
}
