import { keywordsByIdOrName, readStoredSettings } from '../../db/repositories/site-settings.repo.ts';
import type { SiteSettings } from '../../shared/api/site-settings.ts';
import { DEFAULT_SEASONS, SITE_SETTING_KEYS, type SiteSettingKey } from '../../shared/constants/site-settings.ts';
import { RECOMMENDED_VIDEOS } from '../../shared/recommended-videos.ts';
import type { AppContext } from './context.ts';

// The operators' settings as they apply now (ADR 0018): what was saved on the settings page, else the
// defaults of a fresh install (environment variables, src/shared/recommended-videos.ts, the four seasons).
// Read by the web app (contact e-mails in index.html), the sync engine (publish confidence) and the settings
// module; remembered per catalogue version, which every saved setting moves.

export interface StoredMark {
  updatedAt: Date;
  updatedBy: string | null;
}

export interface EffectiveSettings {
  settings: SiteSettings;
  stored: Partial<Record<SiteSettingKey, StoredMark>>;
}

type Deps = Pick<AppContext, 'db' | 'config' | 'cache'>;

/** The defaults; the seasons' keywords are found by their text (ids are not known before the catalogue exists). */
export async function defaultSettings(deps: Pick<AppContext, 'db' | 'config'>): Promise<SiteSettings> {
  const names = DEFAULT_SEASONS.flatMap((season) => season.keywordNames);
  const found = await keywordsByIdOrName(deps.db, [], names);
  const idOf = new Map(found.map((k) => [k.keyword, k.id]));
  return {
    contactEmail: deps.config.CONTACT_EMAIL,
    inquiryEmail: deps.config.INQUIRY_EMAIL,
    recommendedVideos: RECOMMENDED_VIDEOS.map((video) => ({ videoId: video.videoId, note: video.note })),
    publishConfidence: deps.config.CLASSIFY_PUBLISH_CONFIDENCE,
    featuredKeywordIds: [],
    seasonalFeatures: DEFAULT_SEASONS.map(({ keywordNames, ...season }) => ({
      ...season,
      keywordIds: keywordNames.flatMap((name) => idOf.get(name) ?? []),
    })),
  };
}

export async function readEffectiveSettings(deps: Pick<AppContext, 'db' | 'config'>): Promise<EffectiveSettings> {
  const [rows, defaults] = await Promise.all([readStoredSettings(deps.db), defaultSettings(deps)]);
  const settings: Record<string, unknown> = { ...defaults };
  const stored: EffectiveSettings['stored'] = {};
  for (const row of rows) {
    if (!(SITE_SETTING_KEYS as readonly string[]).includes(row.key)) continue;
    const key = row.key as SiteSettingKey;
    settings[key] = row.value;
    stored[key] = { updatedAt: row.updated_at, updatedBy: row.updated_by };
  }
  return { settings: settings as SiteSettings, stored };
}

/** The settings in force, remembered for this catalogue version (and at most a minute). */
export function siteSettings(deps: Deps): Promise<EffectiveSettings> {
  return deps.cache.memo('site-settings', 60_000, () => readEffectiveSettings(deps));
}
