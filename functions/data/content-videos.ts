/**
 * What the content check knows of each video a lesson shows: its state, since when, when the
 * provider last answered for it, and how many learners reported it. One item per video, spread
 * over 16 partitions so the check reads them all in parallel (and writes up to 100,000 a day
 * without a hot partition). While a video does not play, or learners reported it, it is also on
 * GSI1 (`VIDEO-PROBLEMS`) with the lessons that use it: the health list is one Query.
 *
 * Every write is a Put conditioned on the state and report count it was computed from, so a
 * report that lands while the check runs is never overwritten; the loser reads again.
 */
import type { ProblemState } from '../../shared/content';
import { keys } from './keys';
import { VIDEO_SHARDS } from './shards';
import { type Item, type PutInput, table } from './table-client';

export type VideoCheckState = 'ok' | ProblemState;

export interface VideoCheck {
  videoId: string;
  state: VideoCheckState;
  /** When the state began: for a problem, when it was first found or reported. */
  since: string;
  /** When the provider last answered for it; absent for a video only reported so far. */
  checkedAt?: string;
  /** Learners who reported it since a check last found it playing. */
  reports: number;
  /** The lessons that use it (`<courseId>#<lessonId>`), kept while it is a problem. */
  uses: string[];
  title?: string;
  seconds?: number;
}

/** How a lesson is named in `uses`. */
export const lessonUse = (courseId: string, lessonId: string): string => `${courseId}#${lessonId}`;

export const splitUse = (use: string): { courseId: string; lessonId: string } => {
  const [courseId = '', lessonId = ''] = use.split('#');
  return { courseId, lessonId };
};

const toCheck = (item: Item): VideoCheck => ({
  videoId: String(item.videoId),
  state: item.state as VideoCheckState,
  since: String(item.since),
  ...(typeof item.checkedAt === 'string' ? { checkedAt: item.checkedAt } : {}),
  reports: Number(item.reports ?? 0),
  uses: Array.isArray(item.uses) ? item.uses.map(String) : [],
  ...(typeof item.title === 'string' ? { title: item.title } : {}),
  ...(typeof item.seconds === 'number' ? { seconds: item.seconds } : {}),
});

const itemOf = (check: VideoCheck): Item => ({
  ...keys.videoCheck(check.videoId),
  ...(check.state === 'ok' ? {} : keys.videoProblem(check.videoId)),
  type: 'video-check',
  ...check,
  ...(check.state === 'ok' ? { uses: [] } : {}),
});

/**
 * The write (alone, or as a transaction's Put) that stores `next` if the video is still as
 * `previous` was read: absent, or in the same state with the same report count.
 */
export function videoCheckPut(next: VideoCheck, previous: VideoCheck | null): PutInput {
  return {
    Item: itemOf(next),
    ...(previous
      ? {
          ConditionExpression: '#state = :state AND reports = :reports',
          ExpressionAttributeNames: { '#state': 'state' },
          ExpressionAttributeValues: { ':state': previous.state, ':reports': previous.reports },
        }
      : { ConditionExpression: 'attribute_not_exists(pk)' }),
  };
}

/** Stores `next` if the video is still as `previous` was read; throws a condition failure otherwise. */
export async function saveVideoCheck(next: VideoCheck, previous: VideoCheck | null): Promise<void> {
  await table.put(videoCheckPut(next, previous));
}

export async function getVideoCheck(videoId: string): Promise<VideoCheck | null> {
  const item = await table.get(keys.videoCheck(videoId), { ConsistentRead: true });
  return item ? toCheck(item) : null;
}

/** Every video check, by video id: the shards read in parallel. */
export async function readVideoChecks(): Promise<Map<string, VideoCheck>> {
  const shards = await Promise.all(
    Array.from({ length: VIDEO_SHARDS }, (_, shard) =>
      table.queryAll({
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': keys.videoChecks(shard).pk },
      }),
    ),
  );
  return new Map(shards.flat().map((item) => [String(item.videoId), toCheck(item)]));
}

/** The videos that do not play or were reported (GSI1). */
export async function listProblemVideos(): Promise<VideoCheck[]> {
  const items = await table.queryAll({
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.videoProblems.gsi1pk },
  });
  return items.map(toCheck);
}

/**
 * Forgets videos no lesson shows any more: a handful a day (replaced or hidden lessons), so one
 * DeleteItem each rather than a BatchWrite, which only the routes that end sessions may send.
 */
export async function deleteVideoChecks(videoIds: readonly string[]): Promise<void> {
  await Promise.all(videoIds.map((videoId) => table.delete({ Key: keys.videoCheck(videoId) })));
}
