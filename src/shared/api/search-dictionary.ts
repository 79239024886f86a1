import { z } from 'zod';
import { VIDEO_ID_PATTERN } from '../constants/catalogue.ts';
import { HAZARDS } from '../constants/disaster-alerts.ts';
import {
  DICTIONARY_KEYWORD_MAX,
  DICTIONARY_KEYWORDS_MAX,
  DICTIONARY_MESSAGES as MSG,
  PHRASE_MAX,
  QUESTION_WORD_MAX,
  TOPIC_SLUG_PATTERN,
  TOPIC_STEP_MAX,
  TOPIC_STEPS_MAX,
  TOPIC_TITLE_MAX,
} from '../constants/search-dictionary.ts';
import { successSchema } from './common.ts';
import { defineEndpoint } from './contract.ts';

// The question dictionary (issue 23, ADR 0040): staff say which everyday phrases mean which catalogue words, which
// words are only the question's own, and what the answer card of a topic says. Live on every process within the
// catalogue version poll.

const TAGS = ['관리: 검색 사전'];

const Keyword = z
  .string()
  .trim()
  .toLowerCase()
  .min(2, MSG.keyword)
  .max(DICTIONARY_KEYWORD_MAX, MSG.keyword)
  .refine((word) => !/\s/u.test(word), MSG.keyword);
const Keywords = z
  .array(Keyword, { error: MSG.keywords })
  .min(1, MSG.keywords)
  .max(DICTIONARY_KEYWORDS_MAX, MSG.keywords)
  .refine((list) => new Set(list).size === list.length, MSG.keywordDuplicate);

export const TopicBodySchema = z
  .object({
    slug: z.string({ error: MSG.slug }).trim().regex(TOPIC_SLUG_PATTERN, MSG.slug),
    title: z.string({ error: MSG.title }).trim().min(1, MSG.title).max(TOPIC_TITLE_MAX, MSG.title),
    keywords: Keywords,
    steps: z
      .array(z.string().trim().min(1, MSG.step).max(TOPIC_STEP_MAX, MSG.step), { error: MSG.steps })
      .max(TOPIC_STEPS_MAX, MSG.steps)
      .default([]),
    hazard: z.enum(HAZARDS, { error: MSG.hazard }).nullable().default(null),
    call119: z.boolean({ error: MSG.call119 }).default(false),
    videoId: z.string().regex(VIDEO_ID_PATTERN, MSG.videoId).nullable().default(null),
  })
  .strict();
export type TopicBody = z.infer<typeof TopicBodySchema>;

export const PhraseBodySchema = z
  .object({
    phrase: z
      .string({ error: MSG.phrase })
      .transform((text) => text.normalize('NFC').toLowerCase().replace(/\s+/gu, ' ').trim())
      .pipe(z.string().min(1, MSG.phrase).max(PHRASE_MAX, MSG.phrase)),
    keywords: Keywords,
    topicId: z.number({ error: MSG.topicId }).int(MSG.topicId).min(1, MSG.topicId).nullable().default(null),
  })
  .strict();
export type PhraseBody = z.infer<typeof PhraseBodySchema>;

export const QuestionWordBodySchema = z
  .object({
    word: z
      .string({ error: MSG.word })
      .transform((text) => text.normalize('NFC').toLowerCase().replace(/\s+/gu, ' ').trim())
      .pipe(z.string().min(1, MSG.word).max(QUESTION_WORD_MAX, MSG.word)),
  })
  .strict();

export const TopicSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  keywords: z.array(z.string()),
  steps: z.array(z.string()),
  hazard: z.enum(HAZARDS).nullable(),
  call119: z.boolean(),
  videoId: z.string().nullable(),
  updatedAt: z.string(),
  updatedBy: z.string().nullable(),
});
export type DictionaryTopic = z.infer<typeof TopicSchema>;

export const PhraseSchema = z.object({
  id: z.number().int(),
  phrase: z.string(),
  keywords: z.array(z.string()),
  topicId: z.number().int().nullable(),
  updatedAt: z.string(),
  updatedBy: z.string().nullable(),
});
export type DictionaryPhraseView = z.infer<typeof PhraseSchema>;

export const QuestionWordSchema = z.object({ word: z.string(), updatedAt: z.string(), updatedBy: z.string().nullable() });

export const DictionarySchema = z.object({
  topics: z.array(TopicSchema),
  phrases: z.array(PhraseSchema),
  questionWords: z.array(QuestionWordSchema),
});
export type SearchDictionary = z.infer<typeof DictionarySchema>;

const IdParams = z.object({ id: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER) });
const WordParams = z.object({
  word: z
    .string()
    .min(1, MSG.word)
    .max(QUESTION_WORD_MAX * 4, MSG.word),
});

export const getSearchDictionary = defineEndpoint({
  method: 'GET',
  path: '/api/admin/search-dictionary',
  access: 'admin',
  role: 'viewer',
  scope: 'none',
  tags: TAGS,
  summary: '검색 질문 사전 전체 (주제, 표현, 질문 낱말)',
  response: successSchema(DictionarySchema),
});

export const createSearchTopic = defineEndpoint({
  method: 'POST',
  path: '/api/admin/search-dictionary/topics',
  access: 'admin',
  role: 'editor',
  scope: 'none',
  tags: TAGS,
  summary: '답 카드 주제 만들기 (행동 요령 3~7줄, 재난 종류, 119 안내, 대표 영상)',
  body: TopicBodySchema,
  status: 201,
  response: successSchema(TopicSchema),
});

export const updateSearchTopic = defineEndpoint({
  method: 'PUT',
  path: '/api/admin/search-dictionary/topics/:id',
  access: 'admin',
  role: 'editor',
  scope: 'none',
  tags: TAGS,
  summary: '답 카드 주제 고치기 (전체를 보냄)',
  params: IdParams,
  body: TopicBodySchema,
  response: successSchema(TopicSchema),
  errors: { 404: '없는 주제' },
});

export const deleteSearchTopic = defineEndpoint({
  method: 'DELETE',
  path: '/api/admin/search-dictionary/topics/:id',
  access: 'admin',
  role: 'editor',
  scope: 'none',
  tags: TAGS,
  summary: '답 카드 주제 지우기 (연결된 표현은 남고 주제 연결만 풀림)',
  params: IdParams,
  response: successSchema(z.object({ id: z.number().int() })),
  errors: { 404: '없는 주제' },
});

export const createSearchPhrase = defineEndpoint({
  method: 'POST',
  path: '/api/admin/search-dictionary/phrases',
  access: 'admin',
  role: 'editor',
  scope: 'none',
  tags: TAGS,
  summary: '표현 더하기 (사람들이 쓰는 말 → 카탈로그 낱말, 답 카드 주제)',
  body: PhraseBodySchema,
  status: 201,
  response: successSchema(PhraseSchema),
});

export const updateSearchPhrase = defineEndpoint({
  method: 'PUT',
  path: '/api/admin/search-dictionary/phrases/:id',
  access: 'admin',
  role: 'editor',
  scope: 'none',
  tags: TAGS,
  summary: '표현 고치기 (전체를 보냄)',
  params: IdParams,
  body: PhraseBodySchema,
  response: successSchema(PhraseSchema),
  errors: { 404: '없는 표현' },
});

export const deleteSearchPhrase = defineEndpoint({
  method: 'DELETE',
  path: '/api/admin/search-dictionary/phrases/:id',
  access: 'admin',
  role: 'editor',
  scope: 'none',
  tags: TAGS,
  summary: '표현 지우기',
  params: IdParams,
  response: successSchema(z.object({ id: z.number().int() })),
  errors: { 404: '없는 표현' },
});

export const addQuestionWord = defineEndpoint({
  method: 'POST',
  path: '/api/admin/search-dictionary/question-words',
  access: 'admin',
  role: 'editor',
  scope: 'none',
  tags: TAGS,
  summary: '질문 낱말 더하기 (검색 전에 빼는 말: 어떻게, 해요 …)',
  body: QuestionWordBodySchema,
  status: 201,
  response: successSchema(QuestionWordSchema),
});

export const removeQuestionWord = defineEndpoint({
  method: 'DELETE',
  path: '/api/admin/search-dictionary/question-words/:word',
  access: 'admin',
  role: 'editor',
  scope: 'none',
  tags: TAGS,
  summary: '질문 낱말 빼기',
  params: WordParams,
  response: successSchema(z.object({ word: z.string() })),
  errors: { 404: '없는 질문 낱말' },
});
