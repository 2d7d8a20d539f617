/**
 * Full-text search over course names, creators and categories: an inverted index of folded words,
 * ranked by BM25 with per-field boosts (the scoring MiniSearch uses, with its parameters), kept in
 * plain arrays of document numbers. A search adds up scores in arrays indexed by document, so its
 * cost is one step per occurrence of the words it reads and it allocates nothing per match; that
 * is what makes a one-word search over 100,000 courses take about a millisecond instead of the
 * hundreds MiniSearch's per-match objects took (docs/capacity.md).
 */

/** Case- and accent-insensitive form of a text: "Café" and "cafe" are the same word. */
export const foldText = (text: string): string =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** Spaces and punctuation separate words; "Node.js" is "node" and "js". */
const SEPARATORS = /[\n\r\p{Z}\p{P}]+/u;

/** The folded words of a text, in order. */
export const wordsOf = (text: string): string[] => foldText(text).split(SEPARATORS).filter(Boolean);

export interface SearchableCourse {
  name: string;
  creator: string;
  category: string;
}

const FIELDS = ['name', 'creator', 'category'] as const;
/** A word in the name weighs three times one in the category, one in the creator 1.5 times. */
const BOOSTS = [3, 1.5, 1];
const BM25 = { k: 1.2, b: 0.7, d: 0.5 };
/** The last word of a query is completed as typed ("pyth" finds Python) once it has this many letters. */
const PREFIX_FROM = 2;
/** A completed word counts for less than the word itself, the less the more letters were added. */
const PREFIX_WEIGHT = 0.375;

/** The matches of a search, by position: document, tier and score. */
export interface SearchHits {
  docs: Int32Array;
  /** Where the course matched: 0 in its name, 1 in its creator, 2 only in its category. */
  tiers: Uint8Array;
  scores: Float64Array;
}

const NO_HITS: SearchHits = {
  docs: new Int32Array(0),
  tiers: new Uint8Array(0),
  scores: new Float64Array(0),
};

/**
 * For one word, per field, the documents it occurs in: a document once per occurrence, its
 * occurrences next to each other (a document's words are all added at once).
 */
type Postings = Array<number[] | undefined>;

/** A typed array at least `size` long, keeping its contents. */
function grown<T extends Int32Array | Uint16Array>(array: T, size: number, make: (size: number) => T): T {
  if (array.length >= size) return array;
  const larger = make(Math.max(size, array.length * 2, 1024));
  larger.set(array);
  return larger;
}

/** Courses are identified by their document number in the catalogue index. */
export class SearchIndex {
  private readonly postings = new Map<string, Postings>();
  /** Every word by its first two letters, to find the words a query's last word begins. */
  private readonly byStart = new Map<string, string[]>();
  /** Distinct words per document and field (document × 3 + field), for BM25's length norm. */
  private fieldLengths = new Uint16Array(0);
  private readonly totalLengths = [0, 0, 0];
  private documents = 0;
  /**
   * Per document, during a search: how many of the query's words it matched so far, as `stamp`
   * plus that number (so no array is cleared between searches), its score and its best field.
   * Every search takes stamps above all earlier ones: `stamp + 1` … `stamp + words`.
   */
  private matched = new Int32Array(0);
  private stamp = 0;
  private stampsUsed = 0;
  private scores = new Float64Array(0);
  private tiers = new Uint8Array(0);

  add(doc: number, course: SearchableCourse): void {
    this.fieldLengths = grown(this.fieldLengths, (doc + 1) * FIELDS.length, (n) => new Uint16Array(n));
    this.documents += 1;
    FIELDS.forEach((field, f) => {
      const words = wordsOf(course[field]);
      // A field has a few words: counting the distinct ones this way allocates no set.
      const length = words.filter((word, i) => words.indexOf(word) === i).length;
      this.fieldLengths[doc * FIELDS.length + f] = length;
      this.totalLengths[f]! += length;
      for (const word of words) {
        const postings = this.postingsOf(word);
        // Made with its first document: a word of one course (most are) takes one slot, not 17.
        if (postings[f]) postings[f].push(doc);
        else postings[f] = [doc];
      }
    });
  }

  /** Takes documents out, each with the text it was added with; one pass over each word they had. */
  remove(removed: Array<{ doc: number; course: SearchableCourse }>): void {
    const gone = new Set<number>();
    const words = new Set<string>();
    for (const { doc, course } of removed) {
      gone.add(doc);
      this.documents -= 1;
      FIELDS.forEach((field, f) => {
        this.totalLengths[f]! -= this.fieldLengths[doc * FIELDS.length + f]!;
        this.fieldLengths[doc * FIELDS.length + f] = 0;
        for (const word of wordsOf(course[field])) words.add(word);
      });
    }
    for (const word of words) {
      const postings = this.postings.get(word);
      if (!postings) continue;
      for (let f = 0; f < FIELDS.length; f++) {
        const kept = postings[f]?.filter((doc) => !gone.has(doc));
        postings[f] = kept?.length ? kept : undefined;
      }
      if (postings.every((docs) => docs === undefined)) this.forget(word);
    }
  }

  /**
   * The documents that match every word of `text` (the last one also as the start of a longer
   * word), with where they matched and how well; none when the text has no word.
   */
  search(text: string): SearchHits {
    const words = wordsOf(text);
    if (words.length === 0 || this.documents === 0) return NO_HITS;
    this.startSearch(words.length);
    const found: number[] = [];
    words.forEach((word, position) => {
      const last = position === words.length - 1;
      const reached = last ? found : undefined;
      this.score(word, 1, position, reached);
      if (!last || word.length < PREFIX_FROM) return;
      for (const longer of this.byStart.get(word.slice(0, PREFIX_FROM)) ?? []) {
        if (longer.length === word.length || !longer.startsWith(word)) continue;
        const added = longer.length - word.length;
        this.score(
          longer,
          (PREFIX_WEIGHT * longer.length) / (longer.length + 0.3 * added),
          position,
          reached,
        );
      }
    });
    const hits: SearchHits = {
      docs: Int32Array.from(found),
      tiers: new Uint8Array(found.length),
      scores: new Float64Array(found.length),
    };
    found.forEach((doc, i) => {
      hits.tiers[i] = this.tiers[doc]!;
      hits.scores[i] = this.scores[doc]!;
    });
    return hits;
  }

  private postingsOf(word: string): Postings {
    let postings = this.postings.get(word);
    if (!postings) {
      postings = [undefined, undefined, undefined];
      this.postings.set(word, postings);
      const start = word.slice(0, PREFIX_FROM);
      const words = this.byStart.get(start);
      if (words) words.push(word);
      else this.byStart.set(start, [word]);
    }
    return postings;
  }

  private forget(word: string): void {
    this.postings.delete(word);
    const start = word.slice(0, PREFIX_FROM);
    const words = this.byStart.get(start)!;
    words.splice(words.indexOf(word), 1);
    if (words.length === 0) this.byStart.delete(start);
  }

  /** A fresh stamp for a search of `words` words; the per-document arrays cover every document. */
  private startSearch(words: number): void {
    const size = this.fieldLengths.length / FIELDS.length;
    if (this.matched.length < size) {
      this.matched = grown(this.matched, size, (n) => new Int32Array(n));
      this.scores = new Float64Array(this.matched.length);
      this.tiers = new Uint8Array(this.matched.length);
    }
    if (this.stampsUsed > 2 ** 30) {
      this.matched.fill(0);
      this.stampsUsed = 0;
    }
    this.stamp = this.stampsUsed;
    this.stampsUsed += words;
  }

  /**
   * Adds one index word's scores for the query word at `position` to the documents that matched
   * every earlier query word; `reached` collects the documents that match the last one.
   */
  private score(word: string, weight: number, position: number, reached: number[] | undefined): void {
    const postings = this.postings.get(word);
    if (!postings) return;
    const { matched, scores, tiers, stamp, fieldLengths } = this;
    const { k, b, d } = BM25;
    const before = stamp + position;
    const after = before + 1;
    for (let f = 0; f < FIELDS.length; f++) {
      const docs = postings[f];
      if (!docs) continue;
      let withWord = 1;
      for (let i = 1; i < docs.length; i++) if (docs[i] !== docs[i - 1]) withWord++;
      const rarity = Math.log(1 + (this.documents - withWord + 0.5) / (withWord + 0.5));
      const fieldWeight = weight * BOOSTS[f]! * rarity;
      const lengthWeight = b / (this.totalLengths[f]! / this.documents);
      for (let i = 0; i < docs.length; ) {
        const doc = docs[i]!;
        let occurrences = 1;
        for (i++; i < docs.length && docs[i] === doc; i++) occurrences++;
        // A document at `after` already matched this query word (another field or completion).
        if (matched[doc] !== after) {
          // Past the first word, only documents that matched every earlier word go on.
          if (position > 0 && matched[doc] !== before) continue;
          matched[doc] = after;
          if (position === 0) {
            scores[doc] = 0;
            tiers[doc] = f;
          }
          reached?.push(doc);
        }
        const norm = 1 - b + lengthWeight * fieldLengths[doc * FIELDS.length + f]!;
        scores[doc]! += fieldWeight * (d + (occurrences * (k + 1)) / (occurrences + k * norm));
        if (f < tiers[doc]!) tiers[doc] = f;
      }
    }
  }
}
