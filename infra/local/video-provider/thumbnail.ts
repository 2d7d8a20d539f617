/**
 * Thumbnails, `GET /vi/{videoId}/{name}.jpg` as i.ytimg.com serves them: a 480×360 JPEG in one grey
 * tone fixed by the video's id, made here with no image library, and 404 for a removed video.
 *
 * The JPEG is the smallest kind a decoder takes: baseline, one grey channel, every 8×8 block the
 * same flat tone. Each block is then only its DC difference (the first block's tone, zero after)
 * and an end-of-block code, about three bits a block.
 */
import type { ServerResponse } from 'node:http';
import { text } from './reply';
import { idHash, type ProviderStore } from './store';

export const THUMBNAIL_PATH = /^\/vi\/([A-Za-z0-9_-]{1,64})\/[a-z0-9]+\.jpg$/;
const WIDTH = 480;
const HEIGHT = 360;

const segment = (marker: number, body: number[]): number[] => [
  0xff,
  marker,
  (body.length + 2) >> 8,
  (body.length + 2) & 0xff,
  ...body,
];

/** The standard luminance DC table (ITU T.81, K.3): code lengths 1–16 and the categories they code. */
const DC_COUNTS = [0, 1, 5, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0];
const DC_CODES: Array<[code: number, length: number]> = [
  [0b00, 2],
  [0b010, 3],
  [0b011, 3],
  [0b100, 3],
  [0b101, 3],
  [0b110, 3],
  [0b1110, 4],
  [0b11110, 5],
  [0b111110, 6],
  [0b1111110, 7],
  [0b11111110, 8],
  [0b111111110, 9],
];

/** The entropy-coded blocks: the first carries the tone, each later one "no change, end of block". */
function scan(tone: number, blocks: number): number[] {
  const bytes: number[] = [];
  let current = 0;
  let filled = 0;
  const put = (value: number, length: number) => {
    for (let bit = length - 1; bit >= 0; bit--) {
      current = (current << 1) | ((value >> bit) & 1);
      if (++filled === 8) {
        bytes.push(current);
        // A 0xFF in the coded data is followed by a zero byte, or a decoder reads a marker.
        if (current === 0xff) bytes.push(0);
        current = 0;
        filled = 0;
      }
    }
  };
  // With every quantiser 1, a flat block's DC coefficient is 8 × (tone − 128).
  const dc = 8 * (tone - 128);
  const category = dc === 0 ? 0 : Math.floor(Math.log2(Math.abs(dc))) + 1;
  put(...DC_CODES[category]!);
  put(dc >= 0 ? dc : dc + (1 << category) - 1, category);
  put(0, 1); // end of block: the AC table's only code
  for (let block = 1; block < blocks; block++) {
    put(...DC_CODES[0]!);
    put(0, 1);
  }
  if (filled > 0) put(0xff, 8 - filled);
  return bytes;
}

/** A flat grey JPEG of `tone` (0–255). */
export function flatJpeg(tone: number, width = WIDTH, height = HEIGHT): Buffer {
  const blocks = Math.ceil(width / 8) * Math.ceil(height / 8);
  return Buffer.from([
    0xff,
    0xd8,
    ...segment(0xe0, [0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]),
    ...segment(0xdb, [0, ...new Array<number>(64).fill(1)]),
    ...segment(0xc0, [8, height >> 8, height & 0xff, width >> 8, width & 0xff, 1, 1, 0x11, 0]),
    ...segment(0xc4, [0x00, ...DC_COUNTS, ...DC_CODES.map((_, category) => category)]),
    ...segment(0xc4, [0x10, 1, ...new Array<number>(15).fill(0), 0x00]),
    ...segment(0xda, [1, 1, 0x00, 0, 63, 0]),
    ...scan(tone, blocks),
    0xff,
    0xd9,
  ]);
}

export function serveThumbnail(store: ProviderStore, videoId: string, res: ServerResponse): void {
  const video = store.video(videoId);
  if (!video || video.state === 'removed') {
    text(res, 404, 'Not Found');
    return;
  }
  const image = flatJpeg(48 + (idHash(videoId) % 160));
  res.writeHead(200, {
    'content-type': 'image/jpeg',
    'content-length': image.length,
    'cache-control': 'max-age=3600',
  });
  res.end(image);
}
