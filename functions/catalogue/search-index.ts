/**
 * Full-text search over course names, creators and categories: an inverted index of folded words,
 * ranked by BM25 with per-field boosts (the scoring MiniSearch uses, with its parameters), kept in
 * plain arrays of document numbers. A search adds up scores in arrays indexed by document, so its
 * cost is one step per occurrence of the words it reads and it allocates nothing per match; that
 * is what makes a one-word search over 100,000 courses take about a millisecond instead of the
 * hundreds MiniSearch's per-match objects took (docs/capacity.md).
 *
 * A query word of 4 letters or more also finds the words one typo away from it (one letter missing,
 * added or replaced: "pyton" finds Python). A course found only through such a word ranks after
 * every course that matched each word as typed.
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
/** From this many letters a query word also matches the words one typo away; shorter ones have too many. */
const TYPO_FROM = 4;
/** A word one typo away counts for half the word itself (it orders the courses matched with typos). */
const TYPO_WEIGHT = 0.5;
/** Tiers of courses matched only with a typo come after the exact ones: 3, 4 and 5. */
const TYPO_TIER = 3;

/** The matches of a search, by position: document, tier and score. */
export interface SearchHits {
  docs: Int32Array;
  /**
   * Where the course matched: 0 in its name, 1 in its creator, 2 only in its category; 3 to 5 the
   * same for a course that matched some query word only through a word one typo away.
   */
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
 * occurrences next to each other (a document's words are all added at once). A restored index
 * keeps them as views of the snapshot's one array until a document is added to them.
 */
type Postings = Array<number[] | Int32Array | undefined>;

/** True when `b` is `a` with one letter missing, added or replaced (or `a` itself). */
export function oneEditApart(a: string, b: string): boolean {
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  if (long.length - short.length > 1) return false;
  let i = 0;
  while (i < short.length && short.charCodeAt(i) === long.charCodeAt(i)) i++;
  // Past the first difference the rest must agree: shifted by one when a letter is missing.
  const skip = short.length === long.length ? 1 : 0;
  for (let j = i + skip; j < short.length; j++) {
    if (short.charCodeAt(j) !== long.charCodeAt(j + 1 - skip)) return false;
  }
  return true;
}

/** A typed array at least `size` long, keeping its contents. */
function grown<T extends Int32Array | Uint16Array>(array: T, size: number, make: (size: number) => T): T {
  if (array.length >= size) return array;
  const larger = make(Math.max(size, array.length * 2, 1024));
  larger.set(array);
  return larger;
}

/** Adds `word` to the list of `key` in `lists`. */
function listUnder(lists: Map<string, string[]>, key: string, word: string): void {
  const words = lists.get(key);
  if (words) words.push(word);
  else lists.set(key, [word]);
}

/** Takes `word` off the list of `key` in `lists`, and the list once it is empty. */
function unlist(lists: Map<string, string[]>, key: string, word: string): void {
  const words = lists.get(key)!;
  words.splice(words.indexOf(word), 1);
  if (words.length === 0) lists.delete(key);
}

/**
 * What a snapshot keeps of a search index (index-snapshot.ts): its words, and per word and field the
 * documents as flat arrays, so a new container restores it without folding and splitting every
 * course's text again.
 */
export interface SearchState {
  words: string[];
  /** Per word and field (word × 3 + field): how many entries of `postingDocs` are its. */
  postingLengths: Int32Array;
  /** Every word's postings, field after field, word after word. */
  postingDocs: Int32Array;
  fieldLengths: Uint16Array;
  totalLengths: number[];
  documents: number;
}

/** Courses are identified by their document number in the catalogue index. */
export class SearchIndex {
  private readonly postings = new Map<string, Postings>();
  /**
   * Every word by its first two letters, to find the words a query's last word begins, and those one
   * typo away from a query word past its first two letters.
   */
  private readonly byStart = new Map<string, string[]>();
  /**
   * Words of 3 letters or more by their last two letters, to find those one typo away from a query
   * word within its first two letters (a query word has at least 4, so its last two are then intact).
   */
  private readonly byEnd = new Map<string, string[]>();
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
  /** Per document, during a search: whether some query word matched it only through a typo. */
  private typos = new Uint8Array(0);
  /** Per document: the stamp of the query word it was first reached by through a typo. */
  private typoAt = new Int32Array(0);

  /** The index as a snapshot keeps it; `restore` makes an index that searches exactly like this one. */
  state(): SearchState {
    const words = [...this.postings.keys()];
    const postingLengths = new Int32Array(words.length * FIELDS.length);
    let total = 0;
    words.forEach((word, w) => {
      const postings = this.postings.get(word)!;
      for (let f = 0; f < FIELDS.length; f++) {
        const length = postings[f]?.length ?? 0;
        postingLengths[w * FIELDS.length + f] = length;
        total += length;
      }
    });
    const postingDocs = new Int32Array(total);
    let at = 0;
    for (const word of words) {
      for (const docs of this.postings.get(word)!) {
        if (!docs) continue;
        postingDocs.set(docs, at);
        at += docs.length;
      }
    }
    return {
      words,
      postingLengths,
      postingDocs,
      fieldLengths: this.fieldLengths,
      totalLengths: [...this.totalLengths],
      documents: this.documents,
    };
  }

  static restore(state: SearchState): SearchIndex {
    const index = new SearchIndex();
    let at = 0;
    state.words.forEach((word, w) => {
      const postings = index.postingsOf(word);
      for (let f = 0; f < FIELDS.length; f++) {
        const length = state.postingLengths[w * FIELDS.length + f]!;
        if (length === 0) continue;
        postings[f] = state.postingDocs.subarray(at, at + length);
        at += length;
      }
    });
    index.fieldLengths = new Uint16Array(state.fieldLengths);
    state.totalLengths.forEach((length, f) => {
      index.totalLengths[f] = length;
    });
    index.documents = state.documents;
    return index;
  }

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
        const docs = postings[f];
        if (Array.isArray(docs)) docs.push(doc);
        else postings[f] = docs ? [...docs, doc] : [doc];
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
      if (last && word.length >= PREFIX_FROM) {
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
      }
      // After the word as typed and its completions, so a course they reached stays exact.
      for (const near of this.typoNeighbours(word, last))
        this.score(near, TYPO_WEIGHT, position, reached, true);
    });
    const hits: SearchHits = {
      docs: Int32Array.from(found),
      tiers: new Uint8Array(found.length),
      scores: new Float64Array(found.length),
    };
    found.forEach((doc, i) => {
      hits.tiers[i] = this.tiers[doc]! + (this.typos[doc] ? TYPO_TIER : 0);
      hits.scores[i] = this.scores[doc]!;
    });
    return hits;
  }

  /**
   * The index's words one typo away from the query word `word` (none under 4 letters). One typo
   * leaves a word's first two letters or, when it is within them, its last two as they were; a last
   * word's completions are left out, as they were counted already.
   */
  private typoNeighbours(word: string, last: boolean): string[] {
    if (word.length < TYPO_FROM) return [];
    const start = word.slice(0, PREFIX_FROM);
    const near: string[] = [];
    const take = (other: string) => {
      if (other === word || (last && other.startsWith(word))) return;
      if (oneEditApart(word, other)) near.push(other);
    };
    for (const other of this.byStart.get(start) ?? []) take(other);
    for (const other of this.byEnd.get(word.slice(-2)) ?? []) {
      // Those with the same first two letters were looked at above.
      if (!other.startsWith(start)) take(other);
    }
    return near;
  }

  private postingsOf(word: string): Postings {
    let postings = this.postings.get(word);
    if (!postings) {
      postings = [undefined, undefined, undefined];
      this.postings.set(word, postings);
      const start = word.slice(0, PREFIX_FROM);
      listUnder(this.byStart, start, word);
      if (word.length >= TYPO_FROM - 1) listUnder(this.byEnd, word.slice(-2), word);
    }
    return postings;
  }

  private forget(word: string): void {
    this.postings.delete(word);
    unlist(this.byStart, word.slice(0, PREFIX_FROM), word);
    if (word.length >= TYPO_FROM - 1) unlist(this.byEnd, word.slice(-2), word);
  }

  /** A fresh stamp for a search of `words` words; the per-document arrays cover every document. */
  private startSearch(words: number): void {
    const size = this.fieldLengths.length / FIELDS.length;
    if (this.matched.length < size) {
      this.matched = grown(this.matched, size, (n) => new Int32Array(n));
      this.scores = new Float64Array(this.matched.length);
      this.tiers = new Uint8Array(this.matched.length);
      this.typos = new Uint8Array(this.matched.length);
      this.typoAt = new Int32Array(this.matched.length);
    }
    if (this.stampsUsed > 2 ** 30) {
      this.matched.fill(0);
      this.typoAt.fill(0);
      this.stampsUsed = 0;
    }
    this.stamp = this.stampsUsed;
    this.stampsUsed += words;
  }

  /**
   * Adds one index word's scores for the query word at `position` to the documents that matched
   * every earlier query word; `reached` collects the documents that match the last one. A word one
   * `typo` away adds nothing to a document the query word reached as typed.
   */
  private score(
    word: string,
    weight: number,
    position: number,
    reached: number[] | undefined,
    typo = false,
  ): void {
    const postings = this.postings.get(word);
    if (!postings) return;
    const { matched, scores, tiers, typos, typoAt, stamp, fieldLengths } = this;
    const { k, b, d } = BM25;
    const before = stamp + position;
    const after = before + 1;
    for (let f = 0; f < FIELDS.length; f++) {
      const docs: Postings[number] = postings[f];
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
            typos[doc] = 0;
          }
          if (typo) {
            typos[doc] = 1;
            typoAt[doc] = after;
          }
          reached?.push(doc);
        } else if (typo && typoAt[doc] !== after) continue;
        const norm = 1 - b + lengthWeight * fieldLengths[doc * FIELDS.length + f]!;
        scores[doc]! += fieldWeight * (d + (occurrences * (k + 1)) / (occurrences + k * norm));
        if (f < tiers[doc]!) tiers[doc] = f;
      }
    }
  }
}
