import * as repo from '../../../db/repositories/site-settings.repo.ts';
import type { AdminSiteSettings, FeaturedKeyword, PublicSiteSettings, SiteSettingsUpdateBody } from '../../../shared/api/site-settings.ts';
import {
  koreanMonthDay,
  seasonIsActive,
  SITE_SETTING_KEYS,
  SITE_SETTINGS_MESSAGES as MSG,
  type SiteSettingKey,
} from '../../../shared/constants/site-settings.ts';
import { RECOMMENDED_VIDEOS } from '../../../shared/recommended-videos.ts';
import type { Actor } from '../../core/actor.ts';
import { auditedWrite, type Transaction } from '../../core/audit.ts';
import { catalogueChanged } from '../../core/catalogue.ts';
import type { AppContext } from '../../core/context.ts';
import { badRequest } from '../../core/errors.ts';
import { readEffectiveSettings, siteSettings } from '../../core/site-settings.ts';

const FEATURED_DEFAULT_COUNT = 8;
type Shown = PublicSiteSettings['recommendedVideos'][number];

/**
 * Site settings (ADR 0018): stored per key with who and when, each save one audited write (before/after of
 * the keys it changed), applied at once: the catalogue version moves, so cached public answers and the
 * settings the web app and the sync engine read are produced anew.
 */
export class SiteSettingsService {
  readonly #ctx: AppContext;

  constructor(ctx: AppContext) {
    this.#ctx = ctx;
  }

  async admin(): Promise<AdminSiteSettings> {
    const { settings, stored } = await readEffectiveSettings(this.#ctx);
    const keywordIds = [...settings.featuredKeywordIds, ...settings.seasonalFeatures.flatMap((s) => s.keywordIds)];
    const videoIds = [...settings.recommendedVideos.map((v) => v.videoId), ...settings.seasonalFeatures.flatMap((s) => s.videoIds)];
    const [keywords, videos] = await Promise.all([this.#keywords(keywordIds), this.#shownVideos(videoIds)]);
    const today = koreanMonthDay(this.#ctx.now());
    return {
      settings,
      sources: Object.fromEntries(
        SITE_SETTING_KEYS.map((key) => {
          const mark = stored[key];
          return [
            key,
            mark
              ? { source: 'stored' as const, updatedAt: mark.updatedAt.toISOString(), updatedBy: mark.updatedBy }
              : { source: 'default' as const, updatedAt: null, updatedBy: null },
          ];
        }),
      ) as AdminSiteSettings['sources'],
      keywords,
      videos: [...videos.values()],
      today,
      activeSeasonIds: settings.seasonalFeatures.filter((s) => s.enabled && seasonIsActive(s, today)).map((s) => s.id),
    };
  }

  /** Saves the keys the body names (null: back to the default); refuses ids that name nothing in the catalogue. */
  async update(actor: Actor, body: SiteSettingsUpdateBody): Promise<AdminSiteSettings> {
    await auditedWrite(this.#ctx, actor, async (trx, audit) => {
      await repo.lockSettings(trx);
      const { settings: before, stored } = await readEffectiveSettings({ db: trx, config: this.#ctx.config });
      await this.#check(trx, body);
      const changed: SiteSettingKey[] = [];
      for (const key of SITE_SETTING_KEYS) {
        const value = body[key];
        if (value === undefined) continue;
        if (value === null) {
          if (!stored[key]) continue;
          await repo.clearSetting(trx, key);
        } else {
          if (stored[key] && JSON.stringify(before[key]) === JSON.stringify(value)) continue;
          await repo.saveSetting(trx, key, value, this.#ctx.now(), actor.email);
        }
        changed.push(key);
      }
      if (changed.length === 0) throw badRequest(MSG.unchanged);
      const after = (await readEffectiveSettings({ db: trx, config: this.#ctx.config })).settings;
      await audit({
        action: 'settings.update',
        targetType: 'site_settings',
        targetId: changed.join(','),
        before: Object.fromEntries(changed.map((key) => [key, before[key]])),
        after: Object.fromEntries(changed.map((key) => [key, after[key]])),
      });
    });
    await catalogueChanged(this.#ctx);
    return this.admin();
  }

  /** What public pages show: contacts, the four recommended videos, featured keywords and today's seasons. */
  async publicView(): Promise<PublicSiteSettings> {
    const { settings } = await siteSettings(this.#ctx);
    const today = koreanMonthDay(this.#ctx.now());
    const seasons = settings.seasonalFeatures.filter((s) => s.enabled && seasonIsActive(s, today));
    const keywordIds = [...settings.featuredKeywordIds, ...seasons.flatMap((s) => s.keywordIds)];
    const videoIds = [...settings.recommendedVideos.map((v) => v.videoId), ...seasons.flatMap((s) => s.videoIds)];
    const [keywords, videos] = await Promise.all([this.#keywords(keywordIds), this.#shownVideos(videoIds)]);
    const byId = new Map(keywords.map((k) => [k.id, k]));
    const pick = (ids: readonly number[]) => ids.flatMap((id) => byId.get(id) ?? []);
    const featured = settings.featuredKeywordIds.length
      ? pick(settings.featuredKeywordIds)
      : (await repo.topKeywords(this.#ctx.db, FEATURED_DEFAULT_COUNT)).map(toKeyword);
    return {
      contactEmail: settings.contactEmail,
      inquiryEmail: settings.inquiryEmail,
      recommendedVideos: settings.recommendedVideos.flatMap((v) => {
        const shown = videos.get(v.videoId);
        return shown ? [{ ...shown, note: v.note }] : [];
      }),
      featuredKeywords: featured,
      seasons: seasons.map((s) => ({
        id: s.id,
        title: s.title,
        description: s.description,
        start: s.start,
        end: s.end,
        keywords: pick(s.keywordIds),
        videos: s.videoIds.flatMap((id) => videos.get(id) ?? []),
      })),
    };
  }

  /** Every keyword id must name an active keyword and every video id a published video (400 naming the field). */
  async #check(trx: Transaction, body: SiteSettingsUpdateBody): Promise<void> {
    const recommended = body.recommendedVideos ?? [];
    const seen = new Set<string>();
    for (const [i, video] of recommended.entries()) {
      if (seen.has(video.videoId)) throw badRequest(MSG.recommendedDistinct, `recommendedVideos.${i}.videoId`);
      seen.add(video.videoId);
    }
    const seasons = body.seasonalFeatures ?? [];
    const seasonIds = new Set<string>();
    for (const [i, season] of seasons.entries()) {
      if (seasonIds.has(season.id)) throw badRequest(MSG.seasonIdDuplicate, `seasonalFeatures.${i}.id`);
      seasonIds.add(season.id);
    }
    const keywordFields: [string, number][] = [
      ...(body.featuredKeywordIds ?? []).map((id, i): [string, number] => [`featuredKeywordIds.${i}`, id]),
      ...seasons.flatMap((s, i) => s.keywordIds.map((id, j): [string, number] => [`seasonalFeatures.${i}.keywordIds.${j}`, id])),
    ];
    const videoFields: [string, string][] = [
      ...recommended.map((v, i): [string, string] => [`recommendedVideos.${i}.videoId`, v.videoId]),
      ...seasons.flatMap((s, i) => s.videoIds.map((id, j): [string, string] => [`seasonalFeatures.${i}.videoIds.${j}`, id])),
    ];
    const keywords = new Set((await repo.keywordsByIdOrName(trx, [...new Set(keywordFields.map(([, id]) => id))], [])).map((k) => k.id));
    const missingKeyword = keywordFields.find(([, id]) => !keywords.has(id));
    if (missingKeyword) throw badRequest(`${MSG.unknownKeyword} (${missingKeyword[1]})`, missingKeyword[0]);
    const videos = new Set((await repo.publishedVideosById(trx, [...new Set(videoFields.map(([, id]) => id))])).map((v) => v.video_id));
    // The source file's four (the defaults) stay allowed as recommendations: their details come from the file.
    const fromFile = new Set(RECOMMENDED_VIDEOS.map((v) => v.videoId));
    const missingVideo = videoFields.find(
      ([field, id]) => !videos.has(id) && !(field.startsWith('recommendedVideos.') && fromFile.has(id)),
    );
    if (missingVideo) throw badRequest(`${MSG.unknownVideo} (${missingVideo[1]})`, missingVideo[0]);
  }

  async #keywords(ids: readonly number[]): Promise<FeaturedKeyword[]> {
    return (await repo.keywordsByIdOrName(this.#ctx.db, [...new Set(ids)], [])).map(toKeyword);
  }

  /** Published videos as cards; a recommended video of the source file not in the catalogue shows the file's details. */
  async #shownVideos(ids: readonly string[]): Promise<Map<string, Shown>> {
    const rows = await repo.publishedVideosById(this.#ctx.db, [...new Set(ids)]);
    const shown = new Map<string, Shown>();
    for (const file of RECOMMENDED_VIDEOS)
      shown.set(file.videoId, {
        videoId: file.videoId,
        title: file.title,
        channelName: file.channelName,
        durationSeconds: file.durationSeconds,
        note: '',
      });
    for (const row of rows)
      shown.set(row.video_id, {
        videoId: row.video_id,
        title: row.title,
        channelName: row.channel_name,
        durationSeconds: row.duration,
        note: '',
      });
    return new Map(ids.flatMap((id) => (shown.has(id) ? [[id, shown.get(id)!] as const] : [])));
  }
}

function toKeyword(row: { id: number; keyword: string; slug: string; total_videos: number | string }): FeaturedKeyword {
  return { id: row.id, keyword: row.keyword, slug: row.slug, total_videos: Number(row.total_videos) };
}
