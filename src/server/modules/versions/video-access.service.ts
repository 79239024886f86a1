import * as repo from '../../../db/repositories/admin-video-versions.repo.ts';
import { accessRowOf, lifeStagesOf, versionsOf } from '../../../db/repositories/video-access.repo.ts';
import type { AdminVideoAccess, AdminVideoAccessBody } from '../../../shared/api/versions.ts';
import { LIFE_STAGES, suggestLifeStages, type LifeStage } from '../../../shared/constants/life-stages.ts';
import { VERSION_MESSAGES as MSG } from '../../../shared/constants/versions.ts';
import type { Actor } from '../../core/actor.ts';
import { auditedWrite, type Transaction } from '../../core/audit.ts';
import { catalogueChanged } from '../../core/catalogue.ts';
import type { AppContext } from '../../core/context.ts';
import { badRequest, notFound } from '../../core/errors.ts';
import { iso } from '../../core/mappers.ts';

const KEYWORD_NOT_FOUND = '키워드를 찾을 수 없습니다.';
const inOrder = (stages: readonly string[]) => LIFE_STAGES.filter((stage) => stages.includes(stage));

/**
 * What a video offers and whom it is for, as staff see and correct it (issue 22): YouTube's captions beside the
 * hand corrections (sign language is never in YouTube's data), and life stages of videos and keywords. Audited.
 */
export class VideoAccessService {
  readonly #ctx: AppContext;

  constructor(ctx: AppContext) {
    this.#ctx = ctx;
  }

  async get(videoId: string, db: Transaction = this.#ctx.db): Promise<AdminVideoAccess> {
    const video = await repo.findVideoForAccess(db, videoId);
    if (!video) throw notFound(MSG.videoNotFound);
    const [row, versions, stages, keyword, groupId] = await Promise.all([
      accessRowOf(db, videoId),
      versionsOf(db, videoId),
      lifeStagesOf(db, videoId, video.keyword_id),
      repo.keywordText(db, video.keyword_id),
      repo.groupOf(db, videoId),
    ]);
    const kind = versions.kind;
    const youtubeCaptions = row?.captions ?? 'unknown';
    return {
      videoId,
      title: video.title,
      access: {
        captions: row?.captions_override ?? (kind === 'captions' ? 'human' : youtubeCaptions),
        captionLanguages: row?.caption_languages ?? [],
        signLanguage: row?.sign_language ?? kind === 'sign_language',
        audioDescription: row?.audio_description ?? kind === 'audio_description',
        easyRead: row?.easy_read ?? kind === 'easy_read',
      },
      youtube: {
        captionFlag: row?.caption_flag ?? null,
        captions: youtubeCaptions,
        captionLanguages: row?.caption_languages ?? [],
        checkedAt: iso(row?.captions_checked_at),
      },
      overrides: {
        captions: row?.captions_override ?? null,
        signLanguage: row?.sign_language ?? null,
        audioDescription: row?.audio_description ?? null,
        easyRead: row?.easy_read ?? null,
      },
      groupId,
      lifeStages: inOrder(stages.own),
      keywordLifeStages: inOrder(stages.keyword),
      suggestedLifeStages: suggestLifeStages(`${video.title} ${keyword}`),
    };
  }

  async update(actor: Actor, videoId: string, body: AdminVideoAccessBody): Promise<AdminVideoAccess> {
    const flags: repo.AccessOverrides = {
      ...(body.captions !== undefined ? { captions_override: body.captions } : {}),
      ...(body.signLanguage !== undefined ? { sign_language: body.signLanguage } : {}),
      ...(body.audioDescription !== undefined ? { audio_description: body.audioDescription } : {}),
      ...(body.easyRead !== undefined ? { easy_read: body.easyRead } : {}),
    };
    if (Object.keys(flags).length === 0 && body.lifeStages === undefined) throw badRequest(MSG.nothingToChange, '요청');
    const answer = await auditedWrite(this.#ctx, actor, async (trx, audit) => {
      const before = await this.get(videoId, trx);
      const now = this.#ctx.now();
      if (Object.keys(flags).length) await repo.saveAccessOverrides(trx, videoId, flags, actor.email, now);
      if (body.lifeStages !== undefined) await repo.setVideoLifeStages(trx, videoId, inOrder(body.lifeStages), actor.email, now);
      const after = await this.get(videoId, trx);
      await audit({
        action: 'video.access',
        targetType: 'video',
        targetId: videoId,
        before: { overrides: before.overrides, lifeStages: before.lifeStages },
        after: { overrides: after.overrides, lifeStages: after.lifeStages },
      });
      return after;
    });
    await catalogueChanged(this.#ctx);
    return answer;
  }

  /** A keyword's stages as staff set them, and what the rules suggest from its words (shown, never applied). */
  async keywordStages(keywordId: number) {
    const keyword = await repo.findKeyword(this.#ctx.db, keywordId);
    if (!keyword) throw notFound(KEYWORD_NOT_FOUND);
    const lifeStages = inOrder(await repo.keywordLifeStages(this.#ctx.db, keywordId));
    return { keywordId, lifeStages, suggested: suggestLifeStages(keyword.keyword) };
  }

  async setKeywordStages(actor: Actor, keywordId: number, stages: readonly LifeStage[]) {
    const answer = await auditedWrite(this.#ctx, actor, async (trx, audit) => {
      const keyword = await repo.findKeywordForStages(trx, keywordId);
      if (!keyword) throw notFound(KEYWORD_NOT_FOUND);
      const before = inOrder(await repo.keywordLifeStages(trx, keywordId));
      const after = inOrder(stages);
      await repo.setKeywordLifeStages(trx, keywordId, after, actor.email, this.#ctx.now());
      await audit({
        action: 'keyword.life_stages',
        targetType: 'keyword',
        targetId: keywordId,
        before: { lifeStages: before },
        after: { lifeStages: after },
      });
      return { keywordId, lifeStages: after, suggested: suggestLifeStages(keyword.keyword) };
    });
    await catalogueChanged(this.#ctx);
    return answer;
  }
}
