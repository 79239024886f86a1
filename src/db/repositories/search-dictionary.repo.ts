import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';

// The question dictionary (migration 0080, issue 23, ADR 0040): topics with their answer steps, phrases → catalogue
// words, the question's own words. Every search process reads all of it when the catalogue version moves.

type Db = Kysely<Database>;

export interface TopicRow {
  id: number;
  slug: string;
  title: string;
  keywords: string[];
  steps: string[];
  hazard: string | null;
  call_119: boolean;
  video_id: string | null;
  updated_at: Date;
  updated_by: string | null;
}

export interface PhraseRow {
  id: number;
  phrase: string;
  keywords: string[];
  topic_id: number | null;
  updated_at: Date;
  updated_by: string | null;
}

export interface QuestionWordRow {
  word: string;
  updated_at: Date;
  updated_by: string | null;
}

export interface DictionaryRows {
  topics: TopicRow[];
  phrases: PhraseRow[];
  questionWords: QuestionWordRow[];
}

export type TopicValues = Pick<TopicRow, 'slug' | 'title' | 'keywords' | 'steps' | 'hazard' | 'call_119' | 'video_id'>;
export type PhraseValues = Pick<PhraseRow, 'phrase' | 'keywords' | 'topic_id'>;

const topicOf = (row: Record<string, unknown>): TopicRow => ({ ...(row as unknown as TopicRow), id: Number(row.id) });
const phraseOf = (row: Record<string, unknown>): PhraseRow => ({
  ...(row as unknown as PhraseRow),
  id: Number(row.id),
  topic_id: row.topic_id === null ? null : Number(row.topic_id),
});

/** The whole dictionary (a few hundred rows). */
export async function readDictionary(db: Db): Promise<DictionaryRows> {
  const [topics, phrases, questionWords] = await Promise.all([
    db.selectFrom('search_topics').selectAll().orderBy('slug').execute(),
    db.selectFrom('search_phrases').selectAll().orderBy('phrase').execute(),
    db.selectFrom('search_question_words').selectAll().orderBy('word').execute(),
  ]);
  return { topics: topics.map(topicOf), phrases: phrases.map(phraseOf), questionWords };
}

export async function lockTopic(db: Db, id: number): Promise<TopicRow | undefined> {
  const row = await db.selectFrom('search_topics').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
  return row ? topicOf(row) : undefined;
}

export async function topicIdBySlug(db: Db, slug: string): Promise<number | undefined> {
  const row = await db.selectFrom('search_topics').select('id').where('slug', '=', slug).executeTakeFirst();
  return row ? Number(row.id) : undefined;
}

export async function topicExists(db: Db, id: number): Promise<boolean> {
  return (await db.selectFrom('search_topics').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

export async function insertTopic(db: Db, values: TopicValues, now: Date, by: string): Promise<TopicRow> {
  const row = await db
    .insertInto('search_topics')
    .values({ ...values, updated_at: now, updated_by: by })
    .returningAll()
    .executeTakeFirstOrThrow();
  return topicOf(row);
}

export async function updateTopic(db: Db, id: number, values: TopicValues, now: Date, by: string): Promise<TopicRow> {
  const row = await db
    .updateTable('search_topics')
    .set({ ...values, updated_at: now, updated_by: by })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return topicOf(row);
}

export async function deleteTopic(db: Db, id: number): Promise<void> {
  await db.deleteFrom('search_topics').where('id', '=', id).execute();
}

export async function lockPhrase(db: Db, id: number): Promise<PhraseRow | undefined> {
  const row = await db.selectFrom('search_phrases').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
  return row ? phraseOf(row) : undefined;
}

export async function phraseIdOf(db: Db, phrase: string): Promise<number | undefined> {
  const row = await db.selectFrom('search_phrases').select('id').where('phrase', '=', phrase).executeTakeFirst();
  return row ? Number(row.id) : undefined;
}

export async function insertPhrase(db: Db, values: PhraseValues, now: Date, by: string): Promise<PhraseRow> {
  const row = await db
    .insertInto('search_phrases')
    .values({ ...values, updated_at: now, updated_by: by })
    .returningAll()
    .executeTakeFirstOrThrow();
  return phraseOf(row);
}

export async function updatePhrase(db: Db, id: number, values: PhraseValues, now: Date, by: string): Promise<PhraseRow> {
  const row = await db
    .updateTable('search_phrases')
    .set({ ...values, updated_at: now, updated_by: by })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return phraseOf(row);
}

export async function deletePhrase(db: Db, id: number): Promise<void> {
  await db.deleteFrom('search_phrases').where('id', '=', id).execute();
}

export async function questionWordExists(db: Db, word: string): Promise<boolean> {
  return (await db.selectFrom('search_question_words').select('word').where('word', '=', word).executeTakeFirst()) !== undefined;
}

export async function insertQuestionWord(db: Db, word: string, now: Date, by: string): Promise<QuestionWordRow> {
  return db.insertInto('search_question_words').values({ word, updated_at: now, updated_by: by }).returningAll().executeTakeFirstOrThrow();
}

/** Removes a question word; false when there was none. */
export async function deleteQuestionWord(db: Db, word: string): Promise<boolean> {
  const result = await db.deleteFrom('search_question_words').where('word', '=', word).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
