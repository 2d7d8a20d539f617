/**
 * Key-prefix reads against DynamoDB Local: past DynamoDB's 1 MB page, up to a limit across pages,
 * newest first, and never beyond the prefix, even into sort keys that merely start alike.
 */
import { randomBytes } from 'node:crypto';
import { countRoundTrips } from '../../test/support/round-trips';
import { putBatch } from './batch-write';
import { type Item, table } from './table-client';

const run = randomBytes(6).toString('hex');
/** A partition of this file's own in the shared test table. */
const pk = `QUERYTEST#${run}`;

/** 30 notes of about 100 KB each: some 3 MB, which DynamoDB answers in pages of about ten. */
const BIG = 30;
const bigSk = (n: number) => `NOTE#c1#l1#${String(n).padStart(3, '0')}`;
const bigSks = Array.from({ length: BIG }, (_, n) => bigSk(n));

/** Sort keys that start like the prefixes read below without being in them. */
const neighbours = ['NOTE', 'NOTES#c1#l1#a', 'NOTE#c10#l1#a', 'NOTE#c1#l10#a', 'NOTA#c1#l1#a'];

const written: Item[] = [
  ...bigSks.map((sk) => ({ pk, sk, body: 'x'.repeat(100_000) })),
  ...neighbours.map((sk) => ({ pk, sk, body: 'small', ttl: 1 })),
  // The same sort keys in another partition.
  ...bigSks.slice(0, 3).map((sk) => ({ pk: `${pk}-other`, sk, body: 'elsewhere' })),
];

beforeAll(async () => {
  for (let i = 0; i < written.length; i += 5) await putBatch(written.slice(i, i + 5));
});

afterAll(() => table.deleteMany(written));

const sks = (items: Item[]) => items.map((item) => item.sk);

describe('reading the items under a key prefix', () => {
  it('reads every page of a partition over 1 MB, in key order, one request per page', async () => {
    const { result, commands } = await countRoundTrips(() =>
      table.queryPrefix(pk, 'NOTE#c1#l1#', { projection: 'sk' }),
    );
    expect(sks(result)).toEqual(bigSks);
    // The projection trims what comes back, not what is read: the pages are still 1 MB of items.
    expect(commands.length).toBeGreaterThanOrEqual(3);
    expect(new Set(commands)).toEqual(new Set(['QueryCommand']));
  });

  it('stops at the limit, reading on when a 1 MB page holds fewer, newest first when asked', async () => {
    const whole = await countRoundTrips(() => table.queryPrefix(pk, 'NOTE#c1#l1#', { descending: true }));
    const limited = await countRoundTrips(() =>
      table.queryPrefix(pk, 'NOTE#c1#l1#', { descending: true, limit: 15 }),
    );
    expect(sks(limited.result)).toEqual([...bigSks].reverse().slice(0, 15));
    expect(limited.result[0]).toMatchObject({ body: 'x'.repeat(100_000) });
    // More than one page, and not the whole partition.
    expect(limited.commands.length).toBeGreaterThanOrEqual(2);
    expect(limited.commands.length).toBeLessThan(whole.commands.length);
  });

  it('takes one request when the limit is reached on the first page', async () => {
    const { result, commands } = await countRoundTrips(() =>
      table.queryPrefix(pk, 'NOTE#c1#l1#', { limit: 2 }),
    );
    expect(sks(result)).toEqual(bigSks.slice(0, 2));
    expect(commands).toEqual(['QueryCommand']);
  });

  it('matches only sort keys that start with the whole prefix', async () => {
    expect(sks(await table.queryPrefix(pk, 'NOTES#'))).toEqual(['NOTES#c1#l1#a']);
    const notes = sks(await table.queryPrefix(pk, 'NOTE#', { projection: 'sk' }));
    expect(notes).toHaveLength(BIG + 2);
    expect(notes).not.toContain('NOTE');
    expect(notes).not.toContain('NOTES#c1#l1#a');
    expect(notes).not.toContain('NOTA#c1#l1#a');
    // A course or lesson whose id starts with another's is not read with it.
    expect(sks(await table.queryPrefix(pk, 'NOTE#c1#', { projection: 'sk' }))).toEqual([
      ...bigSks,
      'NOTE#c1#l10#a',
    ]);
    expect(sks(await table.queryPrefix(pk, 'NOTE#c10#'))).toEqual(['NOTE#c10#l1#a']);
    expect(await table.queryPrefix(pk, 'NOTE#c2#')).toEqual([]);
  });

  it('returns only the projected attributes, reserved words through their aliases', async () => {
    const items = await table.queryPrefix(pk, 'NOTES#', {
      projection: 'sk, #ttl',
      names: { '#ttl': 'ttl' },
      consistent: true,
    });
    expect(items).toEqual([{ sk: 'NOTES#c1#l1#a', ttl: 1 }]);
  });
});
