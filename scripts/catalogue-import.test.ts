import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { importCatalogue } from '../functions/catalogue/import';
import { slugify } from '../functions/catalogue/seed-format';
import { getCourse, listCourses } from '../functions/data/courses';
import { SEED_FILE } from '../infra/local/table';
import { freshPlaylistId, freshVideoId, providerControl } from '../test/support/video-provider';
import { catalogueImportCommand } from './lib/catalogue-command';
import { type Io, runCommand } from './lib/cli';
import { resolveTarget } from './lib/target';

function capture(): Io & { lines: string[]; errors: string[] } {
  const lines: string[] = [];
  const errors: string[] = [];
  return { lines, errors, out: (l) => lines.push(l), err: (l) => errors.push(l) };
}

const local = resolveTarget([], process.env).target;
const importFile = (args: string[], io = capture()) =>
  runCommand(catalogueImportCommand, args, io, 'USAGE', local);

const seed = JSON.parse(readFileSync(SEED_FILE, 'utf8')) as { courses: Array<{ name: string }> };
const seedIds = new Set(seed.courses.map((c) => slugify(c.name)));
// Other suites may add their own courses meanwhile; the seed's share of the listing must not move.
const seedCoursesListed = async () => (await listCourses()).filter((c) => seedIds.has(c._id));

const tempFile = (content: string) => {
  const path = join(mkdtempSync(join(tmpdir(), 'catalogue-')), 'catalogue.json');
  writeFileSync(path, content);
  return path;
};

const lesson = { lesson: 1, lessonName: 'Welcome', link: 'dQw4w9WgXcQ' };

const generated = (label: string, count: number) => ({
  courses: Array.from({ length: count }, (_, i) => ({
    name: `${label} ${i}`,
    creator: 'Bulk Creator',
    category: 'Bulk',
    language: i % 2 ? 'hindi' : 'english',
    info: '',
    description: '',
    lessons: [lesson],
  })),
});

describe('npm run catalogue:import', () => {
  it('resumes a stopped import: a second run adds only what the first did not write', async () => {
    const label = `Resumed ${Date.now()}`;
    const all = generated(label, 60);
    // A run stopped after the first 35 courses left exactly those behind.
    expect(await importCatalogue({ courses: all.courses.slice(0, 35) }, { concurrency: 3 })).toMatchObject({
      added: 35,
      skipped: 0,
    });
    const io = capture();
    expect(await importFile([tempFile(JSON.stringify(all))], io)).toBe(0);
    expect(io.lines.at(-1)).toBe('Added 25, skipped 35.');
    const stored = await Promise.all(all.courses.map((c) => getCourse(slugify(c.name))));
    expect(stored.every((course) => course !== null)).toBe(true);
  });

  it('keeps the first of two courses whose names give the same id, and says so', async () => {
    const name = `Twice Named ${Date.now()}`;
    const file = generated('unused', 0);
    file.courses.push(
      { ...generated(name, 1).courses[0]!, name },
      { ...generated(name, 1).courses[0]!, name: `${name}!` },
    );
    const io = capture();
    expect(await importFile([tempFile(JSON.stringify(file))], io)).toBe(0);
    expect(io.lines).toContain(`skipped "${name}!": an earlier course of the file has the same id`);
    expect(io.lines.at(-1)).toBe('Added 1, skipped 1.');
  });

  it('shows progress as plain lines when the output is not a terminal, and as a bar on one', async () => {
    const plain = capture();
    expect(await importFile([tempFile(JSON.stringify(generated(`Plain ${Date.now()}`, 30)))], plain)).toBe(0);
    expect(plain.lines.at(-2)).toMatch(/^30 of 30 courses \(100%\), [\d,]+ a second, about 0:00 left$/);
    expect(plain.lines.at(-1)).toBe('Added 30, skipped 0.');
    const redrawn: string[] = [];
    const terminal = {
      ...capture(),
      terminal: { redraw: (t: string) => redrawn.push(t), end: () => redrawn.push('END') },
    };
    expect(await importFile([tempFile(JSON.stringify(generated(`Bar ${Date.now()}`, 30)))], terminal)).toBe(
      0,
    );
    expect(redrawn.at(-2)).toMatch(/^\[#{24}\] 100% 30\/30 courses · [\d,]+\/s · 0:00 left$/);
    expect(redrawn.at(-1)).toBe('END');
    expect(terminal.lines).toEqual(['Added 30, skipped 0.']);
  });

  it('imports the seed catalogue twice without changing the catalogue', async () => {
    const before = await seedCoursesListed();
    expect(before).toHaveLength(seedIds.size);

    for (let i = 0; i < 2; i++) {
      const io = capture();
      expect(await importFile([SEED_FILE], io)).toBe(0);
      expect(io.lines.at(-1)).toBe(`Added 0, skipped ${seed.courses.length}.`);
    }
    expect(await seedCoursesListed()).toHaveLength(before.length);
  });

  it('adds the new courses of a file and reports what it added and skipped', async () => {
    const name = `Operator Course ${Date.now()}`;
    const file = tempFile(
      JSON.stringify({
        courses: [
          { ...seed.courses[0] },
          {
            name,
            creator: 'Ops',
            category: 'Testing',
            language: 'hindi',
            info: 'i',
            description: 'd',
            lessons: [lesson],
          },
        ],
      }),
    );
    const io = capture();
    expect(await importFile([file], io)).toBe(0);
    expect(io.lines.at(-1)).toBe('Added 1, skipped 1.');
    expect(await getCourse(slugify(name))).toMatchObject({
      name,
      language: 'hindi',
      lessons: [expect.anything()],
    });
  });

  it('writes nothing when one course of the file is bad, and says which', async () => {
    const good = `Good Course ${Date.now()}`;
    const file = tempFile(
      JSON.stringify({
        courses: [
          {
            name: good,
            creator: 'Ops',
            category: 'c',
            language: 'english',
            info: '',
            description: '',
            lessons: [lesson],
          },
          {
            name: 'Bad Course',
            creator: 'Ops',
            category: 'c',
            language: 'english',
            lessons: [{ link: 'nope' }],
          },
        ],
      }),
    );
    const io = capture();
    expect(await importFile([file], io)).toBe(1);
    expect(io.errors.join('\n')).toMatch(/Course "Bad Course": lesson 1 has an invalid video id/);
    expect(await getCourse(slugify(good))).toBeNull();
  });

  it.each([
    ['a missing file', () => [join(tmpdir(), 'no-such-catalogue.json')], 1, /Cannot read/],
    ['a file that is not JSON', () => [tempFile('{ nope')], 1, /is not valid JSON/],
    ['a file without courses', () => [tempFile('{"items": []}')], 1, /"courses" array/],
    ['no file at all', () => [], 2, /exactly one catalogue file/],
  ])('fails clearly on %s', async (_case, args, code, msg) => {
    const io = capture();
    expect(await importFile(args(), io)).toBe(code);
    expect(io.errors.join('\n')).toMatch(msg);
  });
});

describe('npm run catalogue:import with a course given by its playlist', () => {
  const provider = providerControl();
  const course = (name: string, playlist: string, extra: Record<string, unknown> = {}) => ({
    name,
    creator: 'Meera Teaches',
    category: 'Programming',
    language: 'english',
    info: 'i',
    description: 'd',
    playlist,
    ...extra,
  });

  it('makes the playlist’s videos the lessons, with their lengths, and keeps the playlist', async () => {
    const playlistId = freshPlaylistId();
    const videos = [freshVideoId(), freshVideoId(), freshVideoId()];
    await provider.setPlaylist(playlistId, {
      title: 'Graphs',
      channel: 'Meera Teaches',
      items: videos.map((videoId, i) => ({ videoId, title: `Graphs ${i + 1}`, seconds: 600 + i })),
    });
    await provider.setVideo(videos[1]!, 'private');
    const name = `Playlist Course ${Date.now()}`;
    const io = capture();

    const file = tempFile(
      JSON.stringify({ courses: [course(name, `https://www.youtube.com/playlist?list=${playlistId}`)] }),
    );
    expect(await importFile([file], io)).toBe(0);

    expect(io.lines).toContain(
      `playlist ${playlistId} → "${name}": 2 lessons, 1 deleted or private video left out`,
    );
    expect(io.lines.at(-1)).toBe('Added 1, skipped 0.');
    expect(await getCourse(slugify(name))).toMatchObject({
      playlistId,
      totalSeconds: 1202,
      lessonCount: 2,
      lessons: [
        { _id: 'lesson-1', lesson: 1, lessonName: 'Graphs 1', link: videos[0], seconds: 600 },
        { _id: 'lesson-2', lesson: 2, lessonName: 'Graphs 3', link: videos[2], seconds: 602 },
      ],
    });
  });

  it.each([
    [
      'a playlist the provider does not know',
      () => freshPlaylistId(),
      {},
      /YouTube does not know the playlist PL/,
    ],
    [
      'a link that is not a playlist',
      () => 'https://youtu.be/dQw4w9WgXcQ',
      {},
      /"playlist" must be a YouTube playlist/,
    ],
    [
      'both lessons and a playlist',
      () => freshPlaylistId(),
      { lessons: [lesson] },
      /give either "lessons" or "playlist", not both/,
    ],
  ])('writes nothing for %s, and says which course', async (_case, playlist, extra, msg) => {
    const good = `Good Course ${Date.now()}`;
    const bad = `Bad Playlist ${Date.now()}`;
    const { playlist: _none, ...goodCourse } = { ...course(good, ''), lessons: [lesson] };
    const file = tempFile(JSON.stringify({ courses: [goodCourse, course(bad, playlist(), extra)] }));
    const io = capture();
    expect(await importFile([file], io)).toBe(1);
    expect(io.errors.join('\n')).toMatch(`Course "${bad}": `);
    expect(io.errors.join('\n')).toMatch(msg);
    expect(await getCourse(slugify(good))).toBeNull();
  });
});
