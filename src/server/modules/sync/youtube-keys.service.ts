import type { CreateApiKeyBody, TestApiBody, UpdateApiKeyBody } from '../../../shared/api/sync.ts';
import {
  addApiKey,
  deleteApiKey,
  DuplicateKeyError,
  findApiKey,
  listApiKeys,
  nextPacificMidnight,
  openApiKey,
  pacificDay,
  setKeyError,
  updateApiKey,
  YouTubeApiError,
  type ApiKeySummary,
} from '../../../sync/index.ts';
import type { Actor } from '../../core/actor.ts';
import { auditedWrite, type Transaction } from '../../core/audit.ts';
import type { AppContext } from '../../core/context.ts';
import { ApiError, conflict, notFound } from '../../core/errors.ts';
import { toApiKey } from './sync-mappers.ts';

// YouTube's own channel (public, stable): one unit checks that a key works.
const PROBE_CHANNEL_ID = 'UCBR8-60-B28hp2BmDPdntcQ';
const KEY_NOT_FOUND = 'API 키를 찾을 수 없습니다.';

const auditedKey = (key: ApiKeySummary) => ({ label: key.label, isEnabled: key.isEnabled, dailyQuota: key.dailyQuota });

/** YouTube Data API keys (stored sealed, never shown again), their quota today, and the admin's test calls. */
export class YouTubeKeysService {
  readonly #ctx: AppContext;

  constructor(ctx: AppContext) {
    this.#ctx = ctx;
  }

  async list() {
    const now = this.#ctx.now();
    const keys = await listApiKeys(this.#ctx.db, now);
    const remainingToday = keys.filter((key) => key.usable).reduce((sum, key) => sum + key.remainingToday, 0);
    return { keys: keys.map(toApiKey), remainingToday, quotaDay: pacificDay(now), resetsAt: nextPacificMidnight(now).toISOString() };
  }

  async create(actor: Actor, body: CreateApiKeyBody) {
    try {
      const key = await auditedWrite(this.#ctx, actor, async (trx, audit) => {
        const created = await this.#find(await addApiKey(trx, this.#ctx.sync.vault, body), trx);
        await audit({
          action: 'youtube_key.create',
          targetType: 'youtube_api_key',
          targetId: created.id,
          after: { label: created.label, hint: created.hint, dailyQuota: created.dailyQuota },
        });
        return created;
      });
      return toApiKey(key);
    } catch (error) {
      if (error instanceof DuplicateKeyError) throw conflict('DUPLICATE_KEY', error.message, 'key');
      throw error;
    }
  }

  async update(actor: Actor, id: number, body: UpdateApiKeyBody) {
    const key = await auditedWrite(this.#ctx, actor, async (trx, audit) => {
      const before = await this.#find(id, trx);
      await updateApiKey(trx, id, body, this.#ctx.now());
      const changed = await this.#find(id, trx);
      await audit({
        action: 'youtube_key.update',
        targetType: 'youtube_api_key',
        targetId: id,
        before: auditedKey(before),
        after: auditedKey(changed),
      });
      return changed;
    });
    return toApiKey(key);
  }

  /** Deletes a key and its ledger rows. */
  async remove(actor: Actor, id: number): Promise<void> {
    await auditedWrite(this.#ctx, actor, async (trx, audit) => {
      const before = await this.#find(id, trx);
      await deleteApiKey(trx, id);
      await audit({
        action: 'youtube_key.delete',
        targetType: 'youtube_api_key',
        targetId: id,
        before: { label: before.label, hint: before.hint },
      });
    });
  }

  /** One channels.list call with this key only (no rotation can hide a bad key); the outcome is kept on the key. */
  async test(id: number) {
    const key = await this.#find(id);
    const plain = await openApiKey(this.#ctx.db, this.#ctx.sync.vault, key.id);
    const client = this.#ctx.sync.youtubeWithKey(key.id, plain!);
    try {
      const page = await client.channelsList({ ids: [PROBE_CHANNEL_ID] });
      await setKeyError(this.#ctx.db, key.id, null);
      return { ok: true, message: '키가 정상입니다.', units: page.units };
    } catch (error) {
      const message = error instanceof YouTubeApiError ? error.message : 'YouTube에 연결하지 못했습니다.';
      await setKeyError(this.#ctx.db, key.id, message);
      return { ok: false, message, units: 0 };
    }
  }

  /** The admin's API test page: any supported endpoint with chosen parameters, the raw answer and its cost. */
  async callYouTube(body: TestApiBody) {
    const started = performance.now();
    try {
      const raw = await this.#ctx.sync.youtube().call(body.endpoint, body.params);
      const hint = (await findApiKey(this.#ctx.db, raw.keyId, this.#ctx.now()))?.hint ?? null;
      return { status: raw.status, units: raw.units, keyHint: hint, body: raw.body, ms: Math.round(performance.now() - started) };
    } catch (error) {
      if (error instanceof YouTubeApiError)
        throw new ApiError(error.code === 'quotaExhausted' ? 409 : 502, `YOUTUBE_${error.code.toUpperCase()}`, error.message);
      throw error;
    }
  }

  async #find(id: number, db: Transaction = this.#ctx.db) {
    const key = await findApiKey(db, id, this.#ctx.now());
    if (!key) throw notFound(KEY_NOT_FOUND);
    return key;
  }
}
