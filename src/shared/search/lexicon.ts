// What the query parser knows about the catalogue's words. The server builds one from keywords,
// tags and category names (src/server/search-index); without one, typed words are taken as written.

export interface Lexicon {
  /** A known catalogue word (keyword, tag or category word, or a curated search word). */
  has(word: string): boolean;
  /** How many videos hold the word as a whole token (0 when unknown); breaks ties between splits. */
  frequency(word: string): number;
  /** True when some indexed text contains the term as written. */
  occurs(term: string): boolean;
  /** Known words whose initial consonants start with `chosung` (ㅅㅎㄱ → 소화기), best first. */
  chosungWords(chosung: string, limit: number): string[];
}

export const NO_LEXICON: Lexicon = {
  has: () => false,
  frequency: () => 0,
  occurs: () => true,
  chosungWords: () => [],
};
