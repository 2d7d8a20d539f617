/**
 * The catalogue snapshot against DynamoDB Local: a cold container of GET /api/catalogue loads the
 * snapshot the writer put in the store (the local directory store, as `npm start` keeps it), reads
 * only the courses added since, and answers exactly; without a snapshot it reads the catalogue as
 * before. Other suites add courses to the same table meanwhile, so every check here is scoped to
 * courses this file imports (their names carry a word no other course has).
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { httpHandler } from '../../infra/local/handlers';
import type { CataloguePage } from '../../shared/catalogue';
import { call } from '../../test/support/events';
import { countRoundTrips } from '../../test/support/round-trips';
import { importCatalogue } from './import';
import { LiveCatalogue, liveCatalogue } from './live-catalogue';
import type { SeedCourse } from './seed-format';
import { SNAPSHOT_KEY } from './snapshot-store';
import { writeCatalogueSnapshot } from './snapshot-writer';

const word = (prefix: string) =>
  `${prefix}${Array.from(randomBytes(8), (b) => String.fromCharCode(97 + (b % 26))).join('')}`;

const course = (name: string): SeedCourse => ({
  name,
  creator: 'Snapshot Creator',
  category: 'Testing',
  language: 'english',
  info: 'What it covers.',
  description: 'A course made for a test.',
  lessons: [{ lesson: 1, lessonName: 'Part 1', link: 'dQw4w9WgXcQ' }],
});

const listCatalogue = httpHandler('GET /api/catalogue');
const search = (q: string) =>
  call<CataloguePage>(listCatalogue, { path: '/api/catalogue', query: { q, sort: 'newest' } });
const names = (page: CataloguePage) => page.items.map((item) => item.name);

/** What a new container of the function starts with: an index not loaded yet. */
const coldStart = () => Object.assign(liveCatalogue, new LiveCatalogue());

/** The Queries of GSI3 a call sent: whole shards, or only the courses after a sort key. */
const gsi3Reads = (inputs: Array<Record<string, unknown>>) => {
  const reads = inputs.filter((input) => input.IndexName === 'gsi3');
  return {
    whole: reads.filter((input) => input.KeyConditionExpression === 'gsi3pk = :pk').length,
    after: reads.filter((input) => String(input.KeyConditionExpression).includes('gsi3sk >')).length,
  };
};

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'catalogue-snapshot-'));
  process.env.CATALOGUE_SNAPSHOT_DIR = dir;
});
afterAll(async () => {
  delete process.env.CATALOGUE_SNAPSHOT_DIR;
  await rm(dir, { recursive: true, force: true });
});

it('answers a cold container from the snapshot, with a course added after the snapshot was written', async () => {
  const topic = word('sn');
  await importCatalogue({ courses: [course(`${topic} Before`)] });
  const written = await writeCatalogueSnapshot();
  expect(written.courses).toBeGreaterThan(0);
  await importCatalogue({ courses: [course(`${topic} After`)] });

  coldStart();
  const { result, commands, inputs } = await countRoundTrips(() => search(topic));
  expect(result.status).toBe(200);
  expect(names(result.body)).toEqual([`${topic} After`, `${topic} Before`]);
  // The version item and the courses added since (a Query per shard), not the whole catalogue.
  expect(commands).toContain('GetItemCommand');
  expect(gsi3Reads(inputs)).toEqual({ whole: 0, after: 8 });
  // The next request reads the catalogue behind the answer, which brings any other change.
  await liveCatalogue.current();
  await liveCatalogue.settled();
  expect(names((await search(topic)).body)).toEqual([`${topic} After`, `${topic} Before`]);
});

it('answers without reading the catalogue when nothing was added since the snapshot', async () => {
  const topic = word('sq');
  await importCatalogue({ courses: [course(`${topic} Listed`)] });
  await writeCatalogueSnapshot();
  coldStart();
  const { result, inputs } = await countRoundTrips(() => search(topic));
  expect(names(result.body)).toEqual([`${topic} Listed`]);
  // Other suites may add courses meanwhile (then those added are read); never the whole catalogue.
  expect(gsi3Reads(inputs).whole).toBe(0);
});

describe('without a usable snapshot, the catalogue is read as before', () => {
  it.each([
    ['none has been written yet', async () => rm(join(dir, SNAPSHOT_KEY), { force: true })],
    ['it is of an older format', async () => writeFile(join(dir, SNAPSHOT_KEY), 'an older snapshot')],
  ])('%s', async (_, prepare) => {
    const topic = word('fb');
    await importCatalogue({ courses: [course(`${topic} Read`)] });
    await prepare();
    coldStart();
    const { result, inputs } = await countRoundTrips(() => search(topic));
    expect(result.status).toBe(200);
    expect(names(result.body)).toEqual([`${topic} Read`]);
    // Every shard of GSI3, whole.
    expect(gsi3Reads(inputs)).toEqual({ whole: 8, after: 0 });
  });
});
