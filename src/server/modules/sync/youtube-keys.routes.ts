import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import { addApiKey, DuplicateKeyError, listApiKeys } from '../../../sync/keys/api-key-store.ts';
import { nextPacificMidnight, pacificDay, YouTubeApiError } from '../../../sync/youtube/youtube-client.ts';
import {
  ApiKeyIdParamsSchema,
  ApiKeyResponseSchema,
  ApiKeysResponseSchema,
  ApiKeyTestResponseSchema,
  CreateApiKeyBodySchema,
  UpdateApiKeyBodySchema,
} from '../../../shared/api/sync.ts';
import type { AppContext } from '../../core/context.ts';
import { ApiError, notFound } from '../../core/errors.ts';
import { recordAudit } from '../../core/audit.ts';
import { actorOf } from '../../core/actor.ts';
import { toApiKey } from './sync-mappers.ts';

const TAGS = ['동기화'];
const ADMIN = { requiredRole: 'admin' as const };
// YouTube's own channel (public, stable): one unit checks that a key works.
const PROBE_CHANNEL_ID = 'UCBR8-60-B28hp2BmDPdntcQ';

export function registerYouTubeKeyRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const find = async (id: number, db: Kysely<Database> = ctx.db) => {
    const key = (await listApiKeys(db, ctx.now())).find((item) => item.id === id);
    if (!key) throw notFound('API 키를 찾을 수 없습니다.');
    return key;
  };

  r.get(
    '/api/admin/youtube/keys',
    {
      config: ADMIN,
      schema: { tags: TAGS, summary: 'API 키와 오늘(태평양 시간) 할당량 사용', response: { 200: ApiKeysResponseSchema } },
    },
    async () => {
      const now = ctx.now();
      const keys = await listApiKeys(ctx.db, now);
      const remainingToday = keys.filter((key) => key.isEnabled).reduce((sum, key) => sum + key.remainingToday, 0);
      return {
        success: true as const,
        data: { keys: keys.map(toApiKey), remainingToday, quotaDay: pacificDay(now), resetsAt: nextPacificMidnight(now).toISOString() },
      };
    },
  );

  r.post(
    '/api/admin/youtube/keys',
    {
      config: ADMIN,
      schema: {
        tags: TAGS,
        summary: 'API 키 추가 (암호화해 저장, 다시 보여 주지 않음)',
        body: CreateApiKeyBodySchema,
        response: { 201: ApiKeyResponseSchema },
      },
    },
    async (request, reply) => {
      try {
        // The key and its audit row are written together or not at all.
        const key = await ctx.db.transaction().execute(async (trx) => {
          const created = await find(await addApiKey(trx, ctx.sync.vault, request.body), trx);
          await recordAudit(
            ctx,
            actorOf(request),
            {
              action: 'youtube_key.create',
              targetType: 'youtube_api_key',
              targetId: created.id,
              after: { label: created.label, hint: created.hint, dailyQuota: created.dailyQuota },
            },
            trx,
          );
          return created;
        });
        return reply.code(201).send({ success: true as const, data: { key: toApiKey(key) } });
      } catch (error) {
        if (error instanceof DuplicateKeyError) throw new ApiError(409, 'DUPLICATE_KEY', error.message, 'key');
        throw error;
      }
    },
  );

  r.patch(
    '/api/admin/youtube/keys/:id',
    {
      config: ADMIN,
      schema: {
        tags: TAGS,
        summary: 'API 키 이름·사용 여부·하루 할당량 바꾸기',
        params: ApiKeyIdParamsSchema,
        body: UpdateApiKeyBodySchema,
        response: { 200: ApiKeyResponseSchema },
      },
    },
    async (request) => {
      const { label, isEnabled, dailyQuota } = request.body;
      const after = await ctx.db.transaction().execute(async (trx) => {
        const before = await find(request.params.id, trx);
        await trx
          .updateTable('youtube_api_keys')
          .set({
            ...(label ? { label } : {}),
            ...(isEnabled !== undefined ? { is_enabled: isEnabled } : {}),
            ...(dailyQuota ? { daily_quota: dailyQuota } : {}),
            updated_at: ctx.now(),
          })
          .where('id', '=', request.params.id)
          .execute();
        const changed = await find(request.params.id, trx);
        await recordAudit(
          ctx,
          actorOf(request),
          {
            action: 'youtube_key.update',
            targetType: 'youtube_api_key',
            targetId: changed.id,
            before: { label: before.label, isEnabled: before.isEnabled, dailyQuota: before.dailyQuota },
            after: { label: changed.label, isEnabled: changed.isEnabled, dailyQuota: changed.dailyQuota },
          },
          trx,
        );
        return changed;
      });
      return { success: true as const, data: { key: toApiKey(after) } };
    },
  );

  r.delete(
    '/api/admin/youtube/keys/:id',
    {
      config: ADMIN,
      schema: { tags: TAGS, summary: 'API 키 삭제 (사용 기록도 함께)', params: ApiKeyIdParamsSchema },
    },
    async (request, reply) => {
      await ctx.db.transaction().execute(async (trx) => {
        const before = await find(request.params.id, trx);
        await trx.deleteFrom('youtube_api_keys').where('id', '=', request.params.id).execute();
        await recordAudit(
          ctx,
          actorOf(request),
          {
            action: 'youtube_key.delete',
            targetType: 'youtube_api_key',
            targetId: before.id,
            before: { label: before.label, hint: before.hint },
          },
          trx,
        );
      });
      return reply.code(204).send();
    },
  );

  r.post(
    '/api/admin/youtube/keys/:id/test',
    {
      config: ADMIN,
      schema: {
        tags: TAGS,
        summary: 'API 키 시험 (channels.list 1단위)',
        params: ApiKeyIdParamsSchema,
        response: { 200: ApiKeyTestResponseSchema },
      },
    },
    async (request) => {
      const key = await find(request.params.id);
      const row = await ctx.db.selectFrom('youtube_api_keys').select('key_ciphertext').where('id', '=', key.id).executeTakeFirstOrThrow();
      const plain = ctx.sync.vault.open(row.key_ciphertext);
      // Only this key: a provider that hands out nothing else, so rotation cannot hide a bad key.
      const client = ctx.sync.youtubeWithKey(key.id, plain);
      try {
        const page = await client.channelsList({ ids: [PROBE_CHANNEL_ID] });
        await ctx.db.updateTable('youtube_api_keys').set({ last_error: null }).where('id', '=', key.id).execute();
        return { success: true as const, data: { ok: true, message: '키가 정상입니다.', units: page.units } };
      } catch (error) {
        const message = error instanceof YouTubeApiError ? error.message : 'YouTube에 연결하지 못했습니다.';
        await ctx.db.updateTable('youtube_api_keys').set({ last_error: message }).where('id', '=', key.id).execute();
        return { success: true as const, data: { ok: false, message, units: 0 } };
      }
    },
  );
}
