import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * How the Prospect Finder matches typed text (issue 26 item 7): by words, never by a piece of a word.
 * "CTO" finds "CTO" and not "HR Director" (whose "direCTOr" holds the letters). The search query
 * wants whole words; a suggestion list, typed into letter by letter, wants words that start with
 * what was typed ("Dir" suggests "Director", "CTO" still does not). Case is ignored.
 *
 * A word is letters, digits and underscores; the text is matched literally (regular-expression
 * characters escaped), so "C++" or "a.b" mean themselves.
 */
export type WordMatch = 'whole_word' | 'word_start';

/** Non-word characters delimit words (POSIX classes, so Postgres and JavaScript read them alike). */
const before = '(^|[^[:alnum:]_])';
const after = '($|[^[:alnum:]_])';

function escapeRegex(text: string): string {
  return text.replace(/[\\^$.|?*+()[\]{}]/g, (char) => `\\${char}`);
}

/** The words of a query: what is between spaces. */
export function queryWords(query: string): string[] {
  return query.split(/\s+/).filter((word) => word.length > 0);
}

/** A Postgres (ARE) pattern that finds `word` as a whole word or a word's start. */
export function wordPattern(word: string, match: WordMatch): string {
  return `${before}${escapeRegex(word)}${match === 'whole_word' ? after : ''}`;
}

/** `column` holds `word` as a word (case-insensitive). */
export function columnHasWord(column: PgColumn, word: string, match: WordMatch): SQL {
  return sql`${column} ~* ${wordPattern(word, match)}`;
}

/** The same rule for text in memory (the fixed bucket labels). */
export function textHasWord(text: string, word: string, match: WordMatch): boolean {
  const pattern = wordPattern(word, match).replaceAll('[:alnum:]', '\\p{L}\\p{N}');
  return new RegExp(pattern, 'iu').test(text);
}
