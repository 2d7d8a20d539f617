/**
 * The catalogue index as one object: what a new container loads instead of reading GSI3 and
 * building the index (docs/capacity.md, "Cold start"). A compact binary layout:
 *
 *   "LFCI" · format version (uint32) · header length (uint32) · header (JSON) · sections
 *
 * The header holds the catalogue versions the index was read at, when that read started, the
 * counts, and the list of sections. Sections are columns, each padded to 8 bytes: the courses'
 * strings as one JSON document of arrays (creators, categories and languages once each, with a
 * code per course), their numbers as typed arrays, the stored orders, and the text index's
 * postings as two flat arrays. No course becomes a JSON object with repeated keys, and restoring
 * neither folds nor splits any text, nor sorts anything.
 *
 * It is not compressed: gzip makes 100,000 courses' 32 MB about 6 MB, but unpacking them took about
 * as long as everything else a load does (0.2–0.6 s), where a GET of the difference takes less.
 *
 * A snapshot of another format version is refused (`SnapshotFormatError`): the reader then falls
 * back to reading the catalogue, and the next rebuild writes the current format.
 */
import type { Language } from '../../shared/constants';
import { averageOf } from '../../shared/ratings';
import type { CatalogueEntry } from '../data/catalogue';
import type { IndexState, StoredOrder } from './catalogue-index';

/** Raised with every change of the layout below. */
export const SNAPSHOT_FORMAT_VERSION = 1;
const MAGIC = 'LFCI';

/** What a snapshot says about the catalogue it was built from. */
export interface SnapshotMeta {
  /** The catalogue's course version (`CATALOGUE/VERSION`) read before the courses were. */
  courses: number;
  /** Its ratings version, read at the same time. */
  ratings: number;
  /** When the read of the courses started (ms since the epoch): the like counts are as of then. */
  readAt: number;
}

export interface CatalogueSnapshot {
  meta: SnapshotMeta;
  state: IndexState;
}

export class SnapshotFormatError extends Error {
  override name = 'SnapshotFormatError';
}

type Column = Int32Array | Uint16Array | Uint8Array | Float64Array;
type ColumnType = 'i32' | 'u16' | 'u8' | 'f64';
const TYPES: Record<
  ColumnType,
  { bytes: number; make: (buffer: ArrayBuffer, offset: number, n: number) => Column }
> = {
  i32: { bytes: 4, make: (b, o, n) => new Int32Array(b, o, n) },
  u16: { bytes: 2, make: (b, o, n) => new Uint16Array(b, o, n) },
  u8: { bytes: 1, make: (b, o, n) => new Uint8Array(b, o, n) },
  f64: { bytes: 8, make: (b, o, n) => new Float64Array(b, o, n) },
};
const typeOf = (column: Column): ColumnType =>
  column instanceof Int32Array
    ? 'i32'
    : column instanceof Uint16Array
      ? 'u16'
      : column instanceof Uint8Array
        ? 'u8'
        : 'f64';

const ORDERS: StoredOrder[] = ['newest', 'popular', 'shortest', 'rating'];

/** The courses' texts, in document order; values that repeat are listed once and coded per course. */
interface Texts {
  ids: string[];
  names: string[];
  infos: string[];
  pictures: string[];
  /** The sort key without its `#<id>` end (`<createdAt>`), or the whole key where it has none. */
  sortKeyHeads: string[];
  creators: string[];
  categories: string[];
  languages: string[];
  words: string[];
}

interface Header {
  meta: SnapshotMeta;
  counts: IndexState['counts'];
  totalLengths: number[];
  documents: number;
  sections: Array<[name: string, type: ColumnType, length: number]>;
  /** Bytes of the texts' JSON, the first section. */
  textBytes: number;
}

const pad8 = (n: number) => (n + 7) & ~7;

/** Gives each distinct value a code, in order of first appearance. */
function coded(values: string[]): { list: string[]; codes: Int32Array } {
  const ids = new Map<string, number>();
  const codes = new Int32Array(values.length);
  values.forEach((value, i) => {
    let code = ids.get(value);
    if (code === undefined) {
      code = ids.size;
      ids.set(value, code);
    }
    codes[i] = code;
  });
  return { list: [...ids.keys()], codes };
}

/** The snapshot as bytes. */
export function encodeSnapshot({ meta, state }: CatalogueSnapshot): Buffer {
  const { entries } = state;
  const n = entries.length;
  const creators = coded(entries.map((e) => e.creator));
  const categories = coded(entries.map((e) => e.category));
  const languages = coded(entries.map((e) => e.language));
  const sortKeyWithId = new Uint8Array(n);
  const texts: Texts = {
    ids: entries.map((e) => e._id),
    names: entries.map((e) => e.name),
    infos: entries.map((e) => e.info),
    pictures: entries.map((e) => e.course_pic),
    sortKeyHeads: entries.map((e, i) => {
      const end = `#${e._id}`;
      if (!e.sortKey.endsWith(end)) return e.sortKey;
      sortKeyWithId[i] = 1;
      return e.sortKey.slice(0, -end.length);
    }),
    creators: creators.list,
    categories: categories.list,
    languages: languages.list,
    words: state.text.words,
  };
  const rated = new Uint8Array(n);
  const ratingSum = new Float64Array(n);
  const ratingCount = new Int32Array(n);
  entries.forEach((e, i) => {
    if (e.rating) rated[i] = 1;
    ratingSum[i] = e.ratingSum ?? 0;
    ratingCount[i] = e.rating?.count ?? 0;
  });
  const columns: Record<string, Column> = {
    ratingSum,
    creator: creators.codes,
    category: categories.codes,
    language: languages.codes,
    love: Int32Array.from(entries, (e) => e.love),
    lessonCount: Int32Array.from(entries, (e) => e.lessonCount),
    ratingCount,
    ...Object.fromEntries(ORDERS.map((order) => [`order:${order}`, state.orders[order]])),
    postingLengths: state.text.postingLengths,
    postingDocs: state.text.postingDocs,
    fieldLengths: state.text.fieldLengths.subarray(0, n * 3),
    rated,
    sortKeyWithId,
  };
  const textBytes = Buffer.from(JSON.stringify(texts));
  const header: Header = {
    meta,
    counts: state.counts,
    totalLengths: state.text.totalLengths,
    documents: state.text.documents,
    sections: Object.entries(columns).map(([name, column]) => [name, typeOf(column), column.length]),
    textBytes: textBytes.length,
  };
  const headerBytes = Buffer.from(JSON.stringify(header));
  const parts: Uint8Array[] = [];
  const prefix = Buffer.alloc(12);
  prefix.write(MAGIC, 0, 'latin1');
  prefix.writeUInt32LE(SNAPSHOT_FORMAT_VERSION, 4);
  prefix.writeUInt32LE(headerBytes.length, 8);
  const padded = (bytes: Uint8Array) => {
    parts.push(bytes);
    const gap = pad8(bytes.byteLength) - bytes.byteLength;
    if (gap > 0) parts.push(new Uint8Array(gap));
  };
  padded(Buffer.concat([prefix, headerBytes]));
  padded(textBytes);
  for (const column of Object.values(columns)) {
    padded(new Uint8Array(column.buffer, column.byteOffset, column.byteLength));
  }
  return Buffer.concat(parts);
}

/** The bytes, checked to be a snapshot of this format. */
function checkedBytes(snapshot: Uint8Array): Buffer {
  const bytes = Buffer.from(snapshot.buffer, snapshot.byteOffset, snapshot.byteLength);
  if (bytes.length < 12 || bytes.toString('latin1', 0, 4) !== MAGIC) {
    throw new SnapshotFormatError('The catalogue snapshot does not start as one');
  }
  const version = bytes.readUInt32LE(4);
  if (version !== SNAPSHOT_FORMAT_VERSION) {
    throw new SnapshotFormatError(
      `The catalogue snapshot has format ${version}; this code reads ${SNAPSHOT_FORMAT_VERSION}`,
    );
  }
  // Typed arrays need their alignment: a buffer that does not start on 8 bytes is copied once.
  if (bytes.byteOffset % 8 === 0) return bytes;
  const aligned = new Uint8Array(bytes.length);
  aligned.set(bytes);
  return Buffer.from(aligned.buffer);
}

const headerOf = (bytes: Buffer): Header =>
  JSON.parse(bytes.toString('utf8', 12, 12 + bytes.readUInt32LE(8))) as Header;

/** Only what a snapshot says about its catalogue; throws SnapshotFormatError as `decodeSnapshot`. */
export function snapshotMeta(snapshot: Uint8Array): SnapshotMeta {
  return headerOf(checkedBytes(snapshot)).meta;
}

/** The snapshot's meta and index state; throws SnapshotFormatError for bytes of another format. */
export function decodeSnapshot(snapshot: Uint8Array): CatalogueSnapshot {
  const bytes = checkedBytes(snapshot);
  const headerLength = bytes.readUInt32LE(8);
  const header = headerOf(bytes);
  let at = pad8(12 + headerLength);
  const texts = JSON.parse(bytes.toString('utf8', at, at + header.textBytes)) as Texts;
  at = pad8(at + header.textBytes);
  const columns: Record<string, Column> = {};
  for (const [name, type, length] of header.sections) {
    const { bytes: size, make } = TYPES[type];
    // A copy, so the index does not keep the whole decompressed buffer alive through a view.
    columns[name] = make(bytes.buffer as ArrayBuffer, bytes.byteOffset + at, length).slice();
    at = pad8(at + length * size);
  }
  const column = <T extends Column>(name: string) => columns[name] as T;
  const creator = column<Int32Array>('creator');
  const category = column<Int32Array>('category');
  const language = column<Int32Array>('language');
  const love = column<Int32Array>('love');
  const lessonCount = column<Int32Array>('lessonCount');
  const ratingSum = column<Float64Array>('ratingSum');
  const ratingCount = column<Int32Array>('ratingCount');
  const rated = column<Uint8Array>('rated');
  const sortKeyWithId = column<Uint8Array>('sortKeyWithId');
  // The same fields in the same order as a read of storage gives them (functions/data/catalogue.ts).
  const entries: CatalogueEntry[] = texts.ids.map((_id, i) => {
    const entry: CatalogueEntry = {
      _id,
      name: texts.names[i]!,
      info: texts.infos[i]!,
      category: texts.categories[category[i]!]!,
      creator: texts.creators[creator[i]!]!,
      language: texts.languages[language[i]!] as Language,
      course_pic: texts.pictures[i]!,
      love: love[i]!,
      lessonCount: lessonCount[i]!,
      sortKey: sortKeyWithId[i] ? `${texts.sortKeyHeads[i]}#${_id}` : texts.sortKeyHeads[i]!,
    };
    if (rated[i]) {
      entry.rating = { average: averageOf(ratingSum[i]!, ratingCount[i]!), count: ratingCount[i]! };
      entry.ratingSum = ratingSum[i]!;
    }
    return entry;
  });
  return {
    meta: header.meta,
    state: {
      entries,
      orders: Object.fromEntries(
        ORDERS.map((order) => [order, column<Int32Array>(`order:${order}`)]),
      ) as IndexState['orders'],
      counts: header.counts,
      text: {
        words: texts.words,
        postingLengths: column<Int32Array>('postingLengths'),
        postingDocs: column<Int32Array>('postingDocs'),
        fieldLengths: column<Uint16Array>('fieldLengths'),
        totalLengths: header.totalLengths,
        documents: header.documents,
      },
    },
  };
}
