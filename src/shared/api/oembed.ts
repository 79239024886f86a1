import { z } from 'zod';
import { defineEndpoint } from './contract.ts';

// oEmbed 1.0 (https://oembed.com) for the site's keyword, kit and video addresses: another site pastes our link and
// gets an embeddable list (or one video) as a small iframe of /embed/… (ADR 0029).

export const OembedQuerySchema = z.object({
  url: z.string().trim().min(1, "'url'을 입력하세요.").max(2_000),
  format: z.enum(['json', 'xml']).default('json'),
  maxwidth: z.coerce.number().int().min(100).max(4_000).optional(),
  maxheight: z.coerce.number().int().min(100).max(4_000).optional(),
});
export type OembedQuery = z.infer<typeof OembedQuerySchema>;

/** The oEmbed 1.0 answer of type "rich" (the iframe of a list) or "video" (one video). */
export const OembedSchema = z.object({
  version: z.literal('1.0'),
  type: z.enum(['rich', 'video']),
  title: z.string(),
  author_name: z.string().optional(),
  author_url: z.string().optional(),
  provider_name: z.string(),
  provider_url: z.string(),
  cache_age: z.number().int(),
  thumbnail_url: z.string().optional(),
  thumbnail_width: z.number().int().optional(),
  thumbnail_height: z.number().int().optional(),
  html: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type Oembed = z.infer<typeof OembedSchema>;

export const getOembed = defineEndpoint({
  etag: true,
  method: 'GET',
  path: '/api/oembed',
  access: 'public',
  tags: ['퍼가기'],
  summary: 'oEmbed 1.0 (키워드·꾸러미·영상 주소)',
  query: OembedQuerySchema,
  response: OembedSchema,
  errors: { 404: '이 사이트의 키워드·꾸러미·영상 주소가 아님', 501: 'json 이외의 형식' },
});
