/**
 * How the table pays for its reads and writes, and the bounds auto scaling keeps it in. Plain
 * numbers without CDK, because the cost model (scripts/lib/cost-model.ts) prices the same ones.
 *
 * `provisioned` (the default): capacity that Application Auto Scaling moves to keep each of the
 * table's and its indexes' consumption near the target. The always-free tier covers 25 write and 25
 * read units of it for good, which is more than 100,000 learners use on average; on demand, the same
 * traffic costs about $21 a month. The price is throttling when traffic climbs faster than scaling
 * follows (a few minutes behind); the `TableThrottles` alarm says when that happens.
 *
 * `on-demand`: pay per request, no throttling below twice the previous peak, no free allowance. For
 * a launch, a bulk import into a busy table, or traffic with sudden peaks.
 */
export const TABLE_CAPACITY_MODES = ['provisioned', 'on-demand'] as const;
export type TableCapacityMode = (typeof TABLE_CAPACITY_MODES)[number];

export const TABLE_AUTO_SCALING = {
  /**
   * Consumption auto scaling aims at, as a share of the capacity. 70 leaves room for a minute's
   * burst inside the hour; DynamoDB also banks up to five minutes of unused capacity for bursts.
   */
  targetUtilizationPercent: 70,
  /**
   * The table itself: reads and writes each. The floor is what a quiet night uses, the ceiling a cap
   * on the bill (400 units for a month cost about $190 in writes) as much as on throughput.
   */
  table: { min: 5, max: 400 },
  /** Each index, reads and writes each: most are written a fraction as often as the table. */
  index: { min: 1, max: 200 },
} as const;
