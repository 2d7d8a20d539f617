/**
 * Each course's language, category and length as small numbers, and the facet counts of a set of
 * courses from them. Counting fills one table of counts by (language, category, length), one
 * step per course; each facet and the total are then sums over that table's few cells, so a call
 * counts its matches once whatever filters it has, and a call without search text counts nothing
 * (the whole catalogue's table is kept).
 */
import {
  CATALOGUE_LIMITS,
  type CatalogueFacets,
  COURSE_LENGTHS,
  type CourseLength,
  lengthOf,
} from '../../shared/catalogue';
import { LANGUAGES } from '../../shared/constants';
import type { CatalogueEntry } from '../data/catalogue';
import { foldText } from './search-index';

export interface FacetFilters {
  language?: string;
  /** Folded, so "data science" selects "Data Science". */
  category?: string;
  length?: CourseLength;
}

/** A filter's chosen value as its code: undefined for no choice, -1 for a value no course has. */
interface Codes {
  language: number | undefined;
  category: number | undefined;
  length: number | undefined;
}

const LENGTHS = COURSE_LENGTHS.length;
const codeIn = (ids: Map<string, number>, value: string | undefined) =>
  value === undefined ? undefined : (ids.get(value) ?? -1);

export class FacetCodes {
  private languageIds = new Map<string, number>();
  private categoryIds = new Map<string, number>();
  /** By code: the folded category, and the spelling shown (the first seen in the last read). */
  private categoryKeys: string[] = [];
  private categoryNames: string[] = [];
  private languages: string[] = [];
  private language = new Uint8Array(0);
  private category = new Int32Array(0);
  private length = new Uint8Array(0);
  /** Counts of every listed course. */
  private everything: Int32Array = new Int32Array(0);

  /** Codes for every listed course, from a complete read (`docs[i]` is `entries[i]`'s number). */
  rebuild(entries: CatalogueEntry[], docs: number[], size: number): void {
    this.languageIds = new Map(LANGUAGES.map((language, i) => [language, i]));
    this.languages = [...LANGUAGES];
    this.categoryIds = new Map();
    this.categoryKeys = [];
    this.categoryNames = [];
    this.language = new Uint8Array(size);
    this.category = new Int32Array(size);
    this.length = new Uint8Array(size);
    // Categories repeat: fold each spelling once.
    const folded = new Map<string, string>();
    entries.forEach((entry, i) => {
      const doc = docs[i]!;
      let key = folded.get(entry.category);
      if (key === undefined) {
        key = foldText(entry.category);
        folded.set(entry.category, key);
      }
      let category = this.categoryIds.get(key);
      if (category === undefined) {
        category = this.categoryKeys.length;
        this.categoryIds.set(key, category);
        this.categoryKeys.push(key);
        this.categoryNames.push(entry.category);
      }
      let language = this.languageIds.get(entry.language);
      if (language === undefined) {
        language = this.languages.length;
        this.languageIds.set(entry.language, language);
        this.languages.push(entry.language);
      }
      this.language[doc] = language;
      this.category[doc] = category;
      this.length[doc] = COURSE_LENGTHS.indexOf(lengthOf(entry.lessonCount));
    });
    this.everything = this.count(docs);
  }

  /** The counts of the given courses by (language, category, length). */
  count(docs: ArrayLike<number>): Int32Array {
    const categories = this.categoryKeys.length;
    const counts = new Int32Array(this.languages.length * categories * LENGTHS);
    for (let i = 0; i < docs.length; i++) {
      const doc = docs[i]!;
      counts[(this.language[doc]! * categories + this.category[doc]!) * LENGTHS + this.length[doc]!]! += 1;
    }
    return counts;
  }

  /** The counts of every listed course. */
  countAll(): Int32Array {
    return this.everything;
  }

  /** A test of one course against the filters, by its number. */
  matcher(filters: FacetFilters): (doc: number) => boolean {
    const { language, category, length } = this.codesOf(filters);
    return (doc) =>
      (language === undefined || this.language[doc] === language) &&
      (category === undefined || this.category[doc] === category) &&
      (length === undefined || this.length[doc] === length);
  }

  /**
   * How many of the counted courses every filter accepts, and for each filter the counts of its
   * values among those the other filters accept (so choosing "hindi" still shows how many English
   * courses there are).
   */
  facets(counts: Int32Array, filters: FacetFilters): { total: number; facets: CatalogueFacets } {
    const chosen = this.codesOf(filters);
    const categories = this.categoryKeys.length;
    const byLanguage = new Array<number>(this.languages.length).fill(0);
    const byCategory = new Array<number>(categories).fill(0);
    const byLength = new Array<number>(LENGTHS).fill(0);
    let total = 0;
    const accepts = (choice: number | undefined, code: number) => choice === undefined || choice === code;
    for (let language = 0; language < this.languages.length; language++) {
      for (let category = 0; category < categories; category++) {
        for (let length = 0; length < LENGTHS; length++) {
          const count = counts[(language * categories + category) * LENGTHS + length]!;
          if (count === 0) continue;
          const languageOk = accepts(chosen.language, language);
          const categoryOk = accepts(chosen.category, category);
          const lengthOk = accepts(chosen.length, length);
          if (categoryOk && lengthOk) byLanguage[language]! += count;
          if (languageOk && lengthOk) byCategory[category]! += count;
          if (languageOk && categoryOk) byLength[length]! += count;
          if (languageOk && categoryOk && lengthOk) total += count;
        }
      }
    }
    const language: Record<string, number> = {};
    this.languages.forEach((name, code) => {
      // Every known language is listed, others only where a course has them.
      if (code < LANGUAGES.length || byLanguage[code]! > 0) language[name] = byLanguage[code]!;
    });
    const length = Object.fromEntries(COURSE_LENGTHS.map((name, code) => [name, byLength[code]!])) as Record<
      CourseLength,
      number
    >;
    return {
      total,
      facets: { language, category: this.categoryFacet(byCategory, filters.category), length },
    };
  }

  /** The most common categories (and the chosen one, even when nothing matches it), by count. */
  private categoryFacet(counts: number[], chosen: string | undefined): Record<string, number> {
    const top = this.categoryKeys
      .map((key, code): [string, number, number] => [key, counts[code]!, code])
      .filter(([, count]) => count > 0)
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .slice(0, CATALOGUE_LIMITS.categoryFacetMax);
    const shown: Array<[string, number]> = top.map(([, count, code]) => [this.categoryNames[code]!, count]);
    if (chosen !== undefined && !top.some(([key]) => key === chosen)) {
      const code = this.categoryIds.get(chosen);
      shown.push(code === undefined ? [chosen, 0] : [this.categoryNames[code]!, counts[code]!]);
    }
    return Object.fromEntries(shown);
  }

  private codesOf(filters: FacetFilters): Codes {
    return {
      language: codeIn(this.languageIds, filters.language),
      category: codeIn(this.categoryIds, filters.category),
      length: filters.length === undefined ? undefined : COURSE_LENGTHS.indexOf(filters.length),
    };
  }
}
