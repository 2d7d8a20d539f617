/**
 * Makes the site's own media into web/public/media, from drawings kept in scripts/media/:
 *  - the home banner clip (banner-scene.js drawn on a canvas frame by frame in Chromium, encoded
 *    with ffmpeg to VP9 WebM and H.264 MP4, silent, looping seamlessly) and its WebP poster;
 *  - the about picture (SVG in illustrations.ts, rasterised to WebP);
 *  - tiny blurred-preview images, written into web/src/config/media.ts.
 *
 *   npx tsx scripts/make-media.ts
 *
 * Needs Chromium (CHROMIUM, default /usr/bin/chromium) and ffmpeg with libvpx and libx264.
 * The product itself needs neither: the results are committed.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { aboutSvg } from './media/illustrations';

const ROOT = join(__dirname, '..');
const OUT = join(ROOT, 'web', 'public', 'media');
const MEDIA_MODULE = join(ROOT, 'web', 'src', 'config', 'media.ts');
const VIDEO = { width: 960, height: 540, fps: 24, seconds: 6 };
const PREVIEW_WIDTH = 16;
const POSTER_PHASE = 0.7;

const dataUrlBytes = (dataUrl: string) => Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
const kb = (file: string) => `${(statSync(file).size / 1024).toFixed(1)} KB`;

/**
 * A PNG preview as a WebP data URI. Encoded by ffmpeg rather than the canvas, which would embed a
 * colour profile several times bigger than the picture itself.
 */
function previewDataUri(png: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'learnfree-preview-'));
  try {
    writeFileSync(join(dir, 'in.png'), dataUrlBytes(png));
    execFileSync(
      'ffmpeg',
      ['-y', '-loglevel', 'error', '-i', join(dir, 'in.png'), '-c:v', 'libwebp'].concat([
        '-quality',
        '40',
        join(dir, 'out.webp'),
      ]),
    );
    return `data:image/webp;base64,${readFileSync(join(dir, 'out.webp')).toString('base64')}`;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

interface Raster {
  image: string;
  preview: string;
}

async function rasterise(page: Page, svg: string, width: number, height: number, file: string) {
  const result = (await page.evaluate(
    `window.rasterise(${JSON.stringify(svg)}, ${width}, ${height}, 0.82, ${PREVIEW_WIDTH})`,
  )) as Raster;
  writeFileSync(join(OUT, file), dataUrlBytes(result.image));
  console.log(`${file}: ${kb(join(OUT, file))}`);
  return previewDataUri(result.preview);
}

async function bannerVideo(page: Page): Promise<string> {
  const frames = mkdtempSync(join(tmpdir(), 'learnfree-frames-'));
  try {
    const total = VIDEO.fps * VIDEO.seconds;
    for (let i = 0; i < total; i++) {
      const png = (await page.evaluate(`window.frame(${i / total})`)) as string;
      writeFileSync(join(frames, `${String(i).padStart(4, '0')}.png`), dataUrlBytes(png));
    }
    const input = [
      '-y',
      '-loglevel',
      'error',
      '-framerate',
      String(VIDEO.fps),
      '-i',
      join(frames, '%04d.png'),
    ];
    // No audio track (-an): the clip is decoration and must never make a sound.
    execFileSync('ffmpeg', [
      ...input,
      ...['-c:v', 'libvpx-vp9', '-b:v', '0', '-crf', '33', '-row-mt', '1', '-deadline', 'good'],
      ...['-cpu-used', '1', '-pix_fmt', 'yuv420p', '-g', String(total), '-an'],
      join(OUT, 'banner.webm'),
    ]);
    execFileSync('ffmpeg', [
      ...input,
      ...[
        '-c:v',
        'libx264',
        '-preset',
        'veryslow',
        '-crf',
        '28',
        '-profile:v',
        'high',
        '-pix_fmt',
        'yuv420p',
      ],
      ...['-movflags', '+faststart', '-an'],
      join(OUT, 'banner.mp4'),
    ]);
  } finally {
    rmSync(frames, { recursive: true, force: true });
  }
  console.log(`banner.webm: ${kb(join(OUT, 'banner.webm'))}, banner.mp4: ${kb(join(OUT, 'banner.mp4'))}`);
  // The poster shows the scene mid-loop, with code typed and lessons ticked, rather than the empty
  // first frame: it is all that visitors who prefer reduced motion see.
  const poster = (await page.evaluate(`window.poster(${POSTER_PHASE}, 0.8, ${PREVIEW_WIDTH})`)) as Raster;
  writeFileSync(join(OUT, 'banner-poster.webp'), dataUrlBytes(poster.image));
  console.log(`banner-poster.webp: ${kb(join(OUT, 'banner-poster.webp'))}`);
  return previewDataUri(poster.preview);
}

/** Writes web/src/config/media.ts, laid out as the formatter would (long previews on their own lines). */
function writeMediaModule(previews: { poster: string; about: string }): void {
  writeFileSync(
    MEDIA_MODULE,
    `/**
 * The site's own media under web/public/media, made by scripts/make-media.ts. The previews are
 * tiny WebP images inlined here (a few hundred bytes each), shown blurred while the real one loads.
 * Regenerate with \`npx tsx scripts/make-media.ts\`, which rewrites this file.
 */
export const media = {
  banner: {
    webm: '/media/banner.webm',
    mp4: '/media/banner.mp4',
    poster: '/media/banner-poster.webp',
    width: ${VIDEO.width},
    height: ${VIDEO.height},
    preview:
      '${previews.poster}',
  },
  about: {
    src: '/media/about.webp',
    width: 800,
    height: 600,
    preview:
      '${previews.about}',
  },
} as const;
`,
  );
  console.log(`previews written to ${MEDIA_MODULE}`);
}

async function main(): Promise<void> {
  mkdirSync(OUT, { recursive: true });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  try {
    const page = await browser.newPage();
    await page.setContent(`<canvas width="${VIDEO.width}" height="${VIDEO.height}"></canvas>`);
    await page.addScriptTag({ content: readFileSync(join(__dirname, 'media', 'banner-scene.js'), 'utf8') });
    await page.addScriptTag({
      content: readFileSync(join(__dirname, 'media', 'browser-helpers.js'), 'utf8'),
    });
    const poster = await bannerVideo(page);
    const about = await rasterise(page, aboutSvg(), 800, 600, 'about.webp');
    writeMediaModule({ poster, about });
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
