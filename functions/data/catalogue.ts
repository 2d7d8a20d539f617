/**
 * The catalogue as the search index reads it. Every course item carries GSI3 keys that put it in
 * one of a few shards; GSI3 projects only the listed fields, so loading 100,000 courses reads about
 * 35 MB in parallel Queries instead of the course items' lessons and descriptions. A version item,
 * raised after every write that adds courses, tells readers cheaply when to load again.
 */
import type { CatalogueItem } from '../../shared/catalogue';
import type { Language } from '../../shared/constants';
import { log } from '../lib/log';
import { keys } from './keys';
import { type RatingTotals, withRatings } from './rating-totals';
import { CATALOGUE_SHARDS } from './shards';
import { CATALOGUE_FIELDS } from './table';
import { type Item, table } from './table-client';

/** A listed course with its place in the catalogue order and the sum of its stars (for `rating`). */
export interface CatalogueEntry extends CatalogueItem {
  sortKey: string;
  ratingSum?: number;
}

/** What a shard's read asks for: the listed fields and the place in the catalogue order. */
const LISTED = [...CATALOGUE_FIELDS, 'gsi3sk'];

const toEntry = (item: Item): CatalogueEntry => ({
  _id: String(item._id),
  name: String(item.name),
  info: String(item.info ?? ''),
  category: String(item.category),
  creator: String(item.creator),
  language: item.language as Language,
  course_pic: String(item.course_pic),
  love: Number(item.love ?? 0),
  lessonCount: Number(item.lessonCount ?? 0),
  sortKey: String(item.gsi3sk),
});

/** One shard's courses; with `after`, only those later than that sort key in the catalogue order. */
async function readShard(shard: number, after?: string): Promise<CatalogueEntry[]> {
  const entries: CatalogueEntry[] = [];
  for await (const page of table.queryPages({
    IndexName: 'gsi3',
    KeyConditionExpression: after === undefined ? 'gsi3pk = :pk' : 'gsi3pk = :pk AND gsi3sk > :after',
    ExpressionAttributeValues: {
      ':pk': keys.catalogueShard(shard).gsi3pk,
      ...(after === undefined ? {} : { ':after': after }),
    },
    ProjectionExpression: LISTED.map((_, i) => `#a${i}`).join(', '),
    ExpressionAttributeNames: Object.fromEntries(LISTED.map((name, i) => [`#a${i}`, name])),
  })) {
    for (const item of page) entries.push(toEntry(item));
  }
  return entries;
}

/** The rating totals of one shard's rated courses (a small item each, none for unrated courses). */
async function readRatingShard(shard: number): Promise<Item[]> {
  return table.queryAll({
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.ratingShard(shard).pk },
    ProjectionExpression: 'courseId, ratingSum, ratingCount',
  });
}

const SHARDS = Array.from({ length: CATALOGUE_SHARDS }, (_, shard) => shard);

/** Every rated course's totals by course id, all shards read in parallel. */
export async function readRatingTotals(): Promise<Map<string, RatingTotals>> {
  const items = (await Promise.all(SHARDS.map(readRatingShard))).flat();
  return new Map(
    items.map((item) => [
      String(item.courseId),
      { ratingSum: Number(item.ratingSum ?? 0), ratingCount: Number(item.ratingCount ?? 0) },
    ]),
  );
}

/**
 * Every listed course with its ratings, all shards read in parallel (in no particular order). The
 * ratings come from their own small items: GSI3's projection cannot change without a rebuild.
 */
export async function readCatalogueEntries(): Promise<CatalogueEntry[]> {
  const [entries, totals] = await Promise.all([
    Promise.all(SHARDS.map((shard) => readShard(shard))),
    readRatingTotals(),
  ]);
  return entries.flat().map((entry) => withRatings(entry, totals.get(entry._id)));
}

/**
 * The listed courses added after `sortKey` in the catalogue order (GSI3's sort key begins with the
 * creation time), without ratings: what a container that loaded an older snapshot catches up with,
 * a few small Queries instead of the whole catalogue.
 */
export async function readCatalogueEntriesAfter(sortKey: string): Promise<CatalogueEntry[]> {
  const entries = await Promise.all(SHARDS.map((shard) => readShard(shard, sortKey)));
  return entries.flat().map((entry) => withRatings(entry, undefined));
}

/**
 * The catalogue's versions, in one read: `courses` moves with every write that adds courses (0
 * until the first), `ratings` with every change of a rating.
 */
export async function readCatalogueVersions(): Promise<{ courses: number; ratings: number }> {
  const item = await table.get(keys.catalogueVersion, {
    ProjectionExpression: 'version, ratings',
    ConsistentRead: true,
  });
  return { courses: Number(item?.version ?? 0), ratings: Number(item?.ratings ?? 0) };
}

/** The catalogue's version: 0 until the first course is added. */
export async function readCatalogueVersion(): Promise<number> {
  return (await readCatalogueVersions()).courses;
}

/**
 * Called after a rating changed, so readers load the ratings (only them) at their next check, at
 * most every 30 s. Like `bumpCatalogueVersion`, a failure only delays that to the next timed reload.
 */
export async function bumpRatingsVersion(): Promise<void> {
  try {
    await table.update({
      Key: keys.catalogueVersion,
      UpdateExpression: 'ADD ratings :one SET #type = :type',
      ExpressionAttributeNames: { '#type': 'type' },
      ExpressionAttributeValues: { ':one': 1, ':type': 'catalogue-version' },
    });
  } catch (error) {
    log.warn('ratings version not raised', { error });
  }
}

/**
 * Called after a write that added courses, so every reader loads them at its next check. The
 * courses are stored by then, so a failure here must not fail the write: readers also reload on a
 * timer, which picks the courses up a little later.
 */
export async function bumpCatalogueVersion(): Promise<void> {
  try {
    await raiseVersion();
  } catch (error) {
    log.warn('catalogue version not raised', { error });
  }
}

async function raiseVersion(): Promise<void> {
  await table.update({
    Key: keys.catalogueVersion,
    UpdateExpression: 'ADD version :one SET updatedAt = :now, #type = :type',
    ExpressionAttributeNames: { '#type': 'type' },
    ExpressionAttributeValues: {
      ':one': 1,
      ':now': new Date().toISOString(),
      ':type': 'catalogue-version',
    },
  });
}
