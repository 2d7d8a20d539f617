/**
 * Which batches of the table's stream rebuild the catalogue snapshot: a change to what the catalogue
 * lists does, at once; likes alone do once the snapshot is 10 minutes old; lessons, descriptions and
 * other items never do; and a batch whose changes the last snapshot already holds does not.
 */
import { type CatalogueChange, changeKind, GSI_SETTLE_MS, snapshotDecision } from './catalogue-changes';
import { RELOAD_EVERY_MS } from './live-catalogue';

const S = (value: string) => ({ S: value });
const N = (value: number) => ({ N: String(value) });

const courseImage = (id: string, extra: Record<string, unknown> = {}) => ({
  pk: S(`COURSE#${id}`),
  sk: S('COURSE'),
  _id: S(id),
  name: S(`Course ${id}`),
  creator: S('Someone'),
  category: S('Testing'),
  language: S('english'),
  info: S(''),
  course_pic: S(''),
  love: N(0),
  lessonCount: N(3),
  gsi3pk: S('CATALOGUE#1'),
  gsi3sk: S(`2026-01-01T00:00:00.000Z#${id}`),
  ...extra,
});

/** A stream record of the course item `id` at `seconds` (the stream's ApproximateCreationDateTime). */
const change = (
  eventName: CatalogueChange['eventName'],
  before: Record<string, unknown> | undefined,
  after: Record<string, unknown> | undefined,
  seconds = 1_000,
): CatalogueChange => ({
  eventName,
  dynamodb: {
    ApproximateCreationDateTime: seconds,
    Keys: { pk: (after ?? before)!.pk as Record<string, unknown>, sk: S('COURSE') },
    ...(before ? { OldImage: before as Record<string, Record<string, unknown>> } : {}),
    ...(after ? { NewImage: after as Record<string, Record<string, unknown>> } : {}),
  },
});

const added = (id: string, seconds?: number) => change('INSERT', undefined, courseImage(id), seconds);
const liked = (id: string, seconds?: number) =>
  change('MODIFY', courseImage(id), courseImage(id, { love: N(1) }), seconds);

describe('what a change of a course item is to the catalogue', () => {
  it.each([
    ['an added course', added('a'), 'listing'],
    ['a deleted course', change('REMOVE', courseImage('a'), undefined), 'listing'],
    [
      'a renamed course',
      change('MODIFY', courseImage('a'), courseImage('a', { name: S('New name') })),
      'listing',
    ],
    [
      'a course with more lessons',
      change('MODIFY', courseImage('a'), courseImage('a', { lessonCount: N(4) })),
      'listing',
    ],
    [
      'a course taken out of the catalogue',
      change('MODIFY', courseImage('a'), courseImage('a', { gsi3pk: undefined, gsi3sk: undefined })),
      'listing',
    ],
    ['a like', liked('a'), 'likes'],
    [
      'a changed description',
      change('MODIFY', courseImage('a'), courseImage('a', { description: S('Longer') })),
      'other',
    ],
    [
      'a course item that was never listed',
      change('INSERT', undefined, courseImage('a', { gsi3pk: undefined, gsi3sk: undefined })),
      'other',
    ],
    [
      'an item that is not a course',
      change('INSERT', undefined, { pk: S('COURSE#a'), sk: S('QUIZ#1') }),
      'other',
    ],
  ])('%s: %s', (_, record, kind) => {
    expect(changeKind(record)).toBe(kind);
  });
});

describe('whether a batch rebuilds the snapshot', () => {
  const now = 2_000_000;

  it('rebuilds after a batch of 1,000 added courses once, not once per course', () => {
    const batch = Array.from({ length: 1000 }, (_, i) => added(`c${i}`));
    expect(snapshotDecision(batch, undefined, now)).toEqual({ rebuild: true, reason: 'listing changed' });
  });

  it('rebuilds nothing for a batch of changes the catalogue does not list', () => {
    const batch = [change('MODIFY', courseImage('a'), courseImage('a', { description: S('Longer') }))];
    expect(snapshotDecision(batch, undefined, now).rebuild).toBe(false);
  });

  it('rebuilds for likes alone only once the snapshot is 10 minutes old (or unknown)', () => {
    // Liked a second before now: after any snapshot read here.
    const batch = [liked('a', now / 1000 - 1), liked('b', now / 1000 - 1)];
    expect(snapshotDecision(batch, undefined, now).rebuild).toBe(true);
    expect(snapshotDecision(batch, now - RELOAD_EVERY_MS + 1, now).rebuild).toBe(false);
    expect(snapshotDecision(batch, now - RELOAD_EVERY_MS, now).rebuild).toBe(true);
  });

  it('leaves out changes the last snapshot holds: made well before its read started', () => {
    const readAt = 1_000_000 + GSI_SETTLE_MS;
    // At 1,000 s: GSI3 had them when the read started; one second later it might not have.
    expect(snapshotDecision([added('a', 1_000)], readAt, now).rebuild).toBe(false);
    expect(snapshotDecision([added('a', 1_000), added('b', 1_001)], readAt, now).rebuild).toBe(true);
  });
});
