import * as repo from '../../../db/repositories/search-dictionary.repo.ts';
import { publishedVideoCards } from '../../../db/repositories/disaster-alerts.repo.ts';
import type {
  DictionaryPhraseView,
  DictionaryTopic,
  PhraseBody,
  SearchDictionary,
  TopicBody,
} from '../../../shared/api/search-dictionary.ts';
import type { Hazard } from '../../../shared/constants/disaster-alerts.ts';
import { DICTIONARY_MESSAGES as MSG, TOPIC_STEPS_MIN } from '../../../shared/constants/search-dictionary.ts';
import type { Actor } from '../../core/actor.ts';
import { auditedWrite, type Transaction } from '../../core/audit.ts';
import { catalogueChanged } from '../../core/catalogue.ts';
import type { AppContext } from '../../core/context.ts';
import { badRequest, isUniqueViolation, notFound } from '../../core/errors.ts';

/**
 * The question dictionary (issue 23, ADR 0040). Each write and its audit row share a transaction; the tables'
 * triggers move the catalogue version, so every process rereads the dictionary at its next version poll (1 s).
 */
export class SearchDictionaryService {
  readonly #ctx: AppContext;

  constructor(ctx: AppContext) {
    this.#ctx = ctx;
  }

  async read(): Promise<SearchDictionary> {
    const rows = await repo.readDictionary(this.#ctx.db);
    return {
      topics: rows.topics.map(topicView),
      phrases: rows.phrases.map(phraseView),
      questionWords: rows.questionWords.map((w) => ({ word: w.word, updatedAt: w.updated_at.toISOString(), updatedBy: w.updated_by })),
    };
  }

  async createTopic(actor: Actor, body: TopicBody): Promise<DictionaryTopic> {
    const row = await this.#write(
      actor,
      async (trx, audit) => {
        const values = await checkTopic(trx, body);
        if (await repo.topicIdBySlug(trx, values.slug)) throw badRequest(MSG.slugTaken, 'slug');
        const created = await repo.insertTopic(trx, values, this.#ctx.now(), actor.email);
        await audit({ action: 'search_topic.create', targetType: 'search_topic', targetId: created.id, after: topicView(created) });
        return created;
      },
      'slug',
      MSG.slugTaken,
    );
    return topicView(row);
  }

  async updateTopic(actor: Actor, id: number, body: TopicBody): Promise<DictionaryTopic> {
    const row = await this.#write(
      actor,
      async (trx, audit) => {
        const before = await repo.lockTopic(trx, id);
        if (!before) throw notFound(MSG.topicNotFound);
        const values = await checkTopic(trx, body);
        const holder = await repo.topicIdBySlug(trx, values.slug);
        if (holder !== undefined && holder !== id) throw badRequest(MSG.slugTaken, 'slug');
        const after = await repo.updateTopic(trx, id, values, this.#ctx.now(), actor.email);
        await audit({
          action: 'search_topic.update',
          targetType: 'search_topic',
          targetId: id,
          before: topicView(before),
          after: topicView(after),
        });
        return after;
      },
      'slug',
      MSG.slugTaken,
    );
    return topicView(row);
  }

  async deleteTopic(actor: Actor, id: number): Promise<{ id: number }> {
    await this.#write(actor, async (trx, audit) => {
      const before = await repo.lockTopic(trx, id);
      if (!before) throw notFound(MSG.topicNotFound);
      await repo.deleteTopic(trx, id);
      await audit({ action: 'search_topic.delete', targetType: 'search_topic', targetId: id, before: topicView(before) });
    });
    return { id };
  }

  async createPhrase(actor: Actor, body: PhraseBody): Promise<DictionaryPhraseView> {
    const row = await this.#write(
      actor,
      async (trx, audit) => {
        await checkPhrase(trx, body);
        if (await repo.phraseIdOf(trx, body.phrase)) throw badRequest(MSG.phraseTaken, 'phrase');
        const created = await repo.insertPhrase(trx, phraseValues(body), this.#ctx.now(), actor.email);
        await audit({ action: 'search_phrase.create', targetType: 'search_phrase', targetId: created.id, after: phraseView(created) });
        return created;
      },
      'phrase',
      MSG.phraseTaken,
    );
    return phraseView(row);
  }

  async updatePhrase(actor: Actor, id: number, body: PhraseBody): Promise<DictionaryPhraseView> {
    const row = await this.#write(
      actor,
      async (trx, audit) => {
        const before = await repo.lockPhrase(trx, id);
        if (!before) throw notFound(MSG.phraseNotFound);
        await checkPhrase(trx, body);
        const holder = await repo.phraseIdOf(trx, body.phrase);
        if (holder !== undefined && holder !== id) throw badRequest(MSG.phraseTaken, 'phrase');
        const after = await repo.updatePhrase(trx, id, phraseValues(body), this.#ctx.now(), actor.email);
        await audit({
          action: 'search_phrase.update',
          targetType: 'search_phrase',
          targetId: id,
          before: phraseView(before),
          after: phraseView(after),
        });
        return after;
      },
      'phrase',
      MSG.phraseTaken,
    );
    return phraseView(row);
  }

  async deletePhrase(actor: Actor, id: number): Promise<{ id: number }> {
    await this.#write(actor, async (trx, audit) => {
      const before = await repo.lockPhrase(trx, id);
      if (!before) throw notFound(MSG.phraseNotFound);
      await repo.deletePhrase(trx, id);
      await audit({ action: 'search_phrase.delete', targetType: 'search_phrase', targetId: id, before: phraseView(before) });
    });
    return { id };
  }

  async addQuestionWord(actor: Actor, word: string) {
    const row = await this.#write(
      actor,
      async (trx, audit) => {
        if (await repo.questionWordExists(trx, word)) throw badRequest(MSG.wordTaken, 'word');
        const created = await repo.insertQuestionWord(trx, word, this.#ctx.now(), actor.email);
        await audit({ action: 'search_question_word.create', targetType: 'search_question_word', targetId: word, after: { word } });
        return created;
      },
      'word',
      MSG.wordTaken,
    );
    return { word: row.word, updatedAt: row.updated_at.toISOString(), updatedBy: row.updated_by };
  }

  async removeQuestionWord(actor: Actor, raw: string): Promise<{ word: string }> {
    const word = raw.normalize('NFC').toLowerCase().replace(/\s+/gu, ' ').trim();
    await this.#write(actor, async (trx, audit) => {
      if (!(await repo.deleteQuestionWord(trx, word))) throw notFound(MSG.wordNotFound);
      await audit({ action: 'search_question_word.delete', targetType: 'search_question_word', targetId: word, before: { word } });
    });
    return { word };
  }

  /** One audited transaction; a unique-key race (two staff adding the same entry at once) is the field's 400. */
  async #write<T>(actor: Actor, work: Parameters<typeof auditedWrite<T>>[2], uniqueField?: string, uniqueMessage?: string): Promise<T> {
    try {
      const result = await auditedWrite(this.#ctx, actor, work);
      await catalogueChanged(this.#ctx);
      return result;
    } catch (error) {
      if (uniqueField && uniqueMessage && isUniqueViolation(error)) throw badRequest(uniqueMessage, uniqueField);
      throw error;
    }
  }
}

/** Rules zod cannot check alone: steps may be empty only when a hazard lends them; the video must be published. */
async function checkTopic(trx: Transaction, body: TopicBody): Promise<repo.TopicValues> {
  if (body.steps.length < TOPIC_STEPS_MIN && !(body.steps.length === 0 && body.hazard)) throw badRequest(MSG.steps, 'steps');
  if (body.videoId && (await publishedVideoCards(trx, [body.videoId])).length === 0) throw badRequest(MSG.videoUnknown, 'videoId');
  return {
    slug: body.slug,
    title: body.title,
    keywords: body.keywords,
    steps: body.steps,
    hazard: body.hazard,
    call_119: body.call119,
    video_id: body.videoId,
  };
}

async function checkPhrase(trx: Transaction, body: PhraseBody): Promise<void> {
  if (body.topicId !== null && !(await repo.topicExists(trx, body.topicId))) throw badRequest(MSG.topicId, 'topicId');
}

const phraseValues = (body: PhraseBody): repo.PhraseValues => ({ phrase: body.phrase, keywords: body.keywords, topic_id: body.topicId });

function topicView(row: repo.TopicRow): DictionaryTopic {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    keywords: row.keywords,
    steps: row.steps,
    hazard: row.hazard as Hazard | null,
    call119: row.call_119,
    videoId: row.video_id,
    updatedAt: row.updated_at.toISOString(),
    updatedBy: row.updated_by,
  };
}

function phraseView(row: repo.PhraseRow): DictionaryPhraseView {
  return {
    id: row.id,
    phrase: row.phrase,
    keywords: row.keywords,
    topicId: row.topic_id,
    updatedAt: row.updated_at.toISOString(),
    updatedBy: row.updated_by,
  };
}
