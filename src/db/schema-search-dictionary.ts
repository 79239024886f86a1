import type { ColumnType, Generated } from 'kysely';

// Kysely types for migrations/0080_question_dictionary.sql (the question dictionary, issue 23, ADR 0040).
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface SearchTopicsTable {
  id: Generated<number>;
  slug: string;
  title: string;
  keywords: string[];
  steps: string[];
  hazard: string | null;
  call_119: Generated<boolean>;
  video_id: string | null;
  updated_at: Timestamp;
  updated_by: string | null;
}

export interface SearchPhrasesTable {
  id: Generated<number>;
  phrase: string;
  keywords: string[];
  topic_id: number | null;
  updated_at: Timestamp;
  updated_by: string | null;
}

export interface SearchQuestionWordsTable {
  word: string;
  updated_at: Timestamp;
  updated_by: string | null;
}

export interface SearchDictionaryTables {
  search_topics: SearchTopicsTable;
  search_phrases: SearchPhrasesTable;
  search_question_words: SearchQuestionWordsTable;
}
