// The disaster notices every public answer may show (banner, /emergency, /api/alerts/active, search pins), kept in
// the process: read again when the catalogue version moves (a trigger bumps it on every notice write, so other
// processes see a change within their version poll), filtered by the clock on every use, so a notice ends at its
// `endsAt` on every process with no write and no restart. When the database cannot be read, the last good list
// stays in use (ADR 0028).
import { publishedVideoCards, readOpenAlerts, type AlertRow } from '../../db/repositories/disaster-alerts.repo.ts';
import type { PublicAlert } from '../../shared/api/disaster-alerts.ts';
import { HAZARD_SEARCH_WORDS, NATIONAL_REGION, type Hazard } from '../../shared/constants/disaster-alerts.ts';
import type { AppContext } from './context.ts';

interface Snapshot {
  version: number;
  /** Open notices (in force or scheduled), newest start first, with their pinned videos as cards. */
  alerts: (PublicAlert & { startsMs: number; endsMs: number })[];
}

interface State {
  current: Snapshot | null;
  loading: Promise<Snapshot> | null;
  /** When the last read failed: while the database is away, the last good list is used without asking again each time. */
  failedAt: number;
}

const RETRY_AFTER_FAILURE_MS = 1_000;
const snapshots = new WeakMap<AppContext['cache'], State>();

export function toPublicAlert(row: AlertRow, cards: Map<string, PublicAlert['videos'][number]>): PublicAlert {
  return {
    id: row.id,
    hazard: row.hazard as Hazard,
    regions: row.regions,
    title: row.title,
    message: row.message,
    steps: row.steps,
    videos: row.video_ids.flatMap((id) => cards.get(id) ?? []),
    links: row.links,
    startsAt: row.starts_at.toISOString(),
    endsAt: row.ends_at.toISOString(),
  };
}

async function load(ctx: Pick<AppContext, 'db' | 'now'>, version: number): Promise<Snapshot> {
  const rows = await readOpenAlerts(ctx.db, ctx.now());
  const cards = new Map((await publishedVideoCards(ctx.db, [...new Set(rows.flatMap((r) => r.video_ids))])).map((v) => [v.video_id, v]));
  return {
    version,
    alerts: rows.map((row) => ({ ...toPublicAlert(row, cards), startsMs: row.starts_at.getTime(), endsMs: row.ends_at.getTime() })),
  };
}

/** Open notices of this catalogue version (read once per version; the last good list while the database is away). */
async function openAlerts(ctx: Pick<AppContext, 'db' | 'now' | 'cache'>): Promise<Snapshot['alerts']> {
  let state = snapshots.get(ctx.cache);
  if (!state) snapshots.set(ctx.cache, (state = { current: null, loading: null, failedAt: 0 }));
  const version = ctx.cache.version;
  if (state.current?.version === version) return state.current.alerts;
  if (state.current && Date.now() - state.failedAt < RETRY_AFTER_FAILURE_MS) return state.current.alerts;
  const s = state;
  s.loading ??= load(ctx, version).finally(() => (s.loading = null));
  try {
    const next = await s.loading;
    if (!s.current || next.version >= s.current.version) s.current = next;
    return next.alerts;
  } catch (error) {
    s.failedAt = Date.now();
    if (s.current) return s.current.alerts;
    throw error;
  }
}

/** The notices in force now: national ones, and with a region, that region's too (without one, every notice). */
export async function activeAlerts(ctx: Pick<AppContext, 'db' | 'now' | 'cache'>, region?: string): Promise<PublicAlert[]> {
  const now = ctx.now().getTime();
  return (await openAlerts(ctx))
    .filter((a) => a.startsMs <= now && now < a.endsMs)
    .filter((a) => !region || a.regions.includes(NATIONAL_REGION) || a.regions.includes(region))
    .map(({ startsMs: _s, endsMs: _e, ...alert }) => alert);
}

/** Milliseconds until the set of notices in force changes by the clock (a start or an end), at most `cap`. */
export async function msUntilAlertsChange(ctx: Pick<AppContext, 'db' | 'now' | 'cache'>, cap: number): Promise<number> {
  const now = ctx.now().getTime();
  let next = now + cap;
  for (const a of await openAlerts(ctx)) {
    if (a.startsMs > now) next = Math.min(next, a.startsMs);
    if (a.endsMs > now) next = Math.min(next, a.endsMs);
  }
  return Math.max(0, next - now);
}

/** A short key of the notices in force (cache keys of answers that show them). */
export function alertsKey(alerts: readonly PublicAlert[]): string {
  return alerts.map((a) => a.id).join(',');
}

/** The pinned videos of notices in force whose hazard a search names (first in its results). */
export function pinnedForSearch(alerts: readonly PublicAlert[], words: readonly string[]): string[] {
  const pinned: string[] = [];
  for (const alert of alerts) {
    const hazardWords = HAZARD_SEARCH_WORDS[alert.hazard];
    if (!words.some((word) => hazardWords.some((h) => word.includes(h)))) continue;
    for (const video of alert.videos) if (!pinned.includes(video.video_id)) pinned.push(video.video_id);
  }
  return pinned;
}
