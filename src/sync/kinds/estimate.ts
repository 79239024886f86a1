import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { SyncJobKind } from '../../db/schema-sync.ts';
import type { JobParams } from '../jobs/job-store.ts';
import { resolveCost } from '../channels/resolve-channels.ts';
import type { ChannelImportRow } from './channel-import.ts';
import { captionsCost } from './captions-sync.ts';
import { KEYWORD_DEFAULT_PAGES } from './keyword-collect.ts';
import { channelsInScope } from './sync-deps.ts';
import { statisticsCost } from './video-statistics.ts';

export interface QuotaEstimate {
  /** Units the job is expected to spend at most. */
  units: number;
  /** The least it needs to be worth starting (statistics adapts to what is left). */
  minimum: number;
  /** Korean, for the admin: how the figure was reached. */
  basis: string;
}

const pages = (n: number) => Math.ceil(n / 50);
const RSS_ENTRIES = 15; // a channel feed lists the latest 15 uploads

/** Units a job will spend, from what we know of the channels (YouTube's own video counts). */
export async function estimateQuota(db: Kysely<Database>, kind: SyncJobKind, params: JobParams): Promise<QuotaEstimate> {
  if (kind === 'keyword') {
    const n = Math.min(5, Math.max(1, Number(params.pages ?? KEYWORD_DEFAULT_PAGES)));
    const units = n * 101;
    return { units, minimum: units, basis: `검색 ${n}쪽 × 100단위 + 영상 정보 ${n}회` };
  }
  if (kind === 'bulk_task') {
    // Only two wizard tasks call YouTube: statistics of the chosen videos and a keyword collection.
    if (params.task === 'collect_keyword' && !params.undoOf) {
      const n = Math.min(5, Math.max(1, Number(params.pages ?? KEYWORD_DEFAULT_PAGES)));
      return { units: n * 101, minimum: n * 101, basis: `검색 ${n}쪽 × 100단위 + 영상 정보 ${n}회` };
    }
    if (params.task === 'refresh_statistics' && !params.undoOf) {
      const count = Array.isArray(params.videoIds) ? params.videoIds.length : 0;
      const units = statisticsCost(count);
      return { units, minimum: units, basis: `영상 ${count.toLocaleString('ko-KR')}개 ÷ 50 = ${units}` };
    }
    return { units: 0, minimum: 0, basis: '유튜브를 부르지 않는 작업' };
  }
  if (kind === 'captions') {
    const cost = await captionsCost({ db });
    return {
      units: cost.units,
      // One flag batch, or one captions.list, is the least worth starting.
      minimum: cost.unread > 0 ? 1 : cost.due > 0 ? 50 : 0,
      basis: `자막 표시를 읽지 않은 공개 영상 ${cost.unread.toLocaleString('ko-KR')}개 ÷ 50 + 자막 목록을 읽을 영상 ${cost.due.toLocaleString('ko-KR')}개 × 50단위`,
    };
  }
  if (kind === 'channel_import') {
    const rows = (params.rows as ChannelImportRow[] | undefined) ?? [];
    const ids = rows.filter((row) => row.lookup === 'id').length;
    const units = resolveCost(rows);
    return {
      units,
      minimum: units,
      basis: `채널 ${rows.length}곳: 채널 ID ${ids}개는 50개당 1단위, @핸들·이름 ${rows.length - ids}개는 하나에 1~2단위`,
    };
  }
  const channels = await channelsInScope(db, params.channelIds);
  const channelCalls = pages(channels.length);
  if (kind === 'full') {
    // Unknown upload counts (never synced) are taken as one page of the uploads playlist.
    const uploads = channels.reduce((sum, channel) => sum + 2 * Math.max(1, pages(channel.videoCount)), 0);
    const units = channelCalls + uploads;
    return { units, minimum: units, basis: `채널 ${channels.length}곳: 채널 정보 ${channelCalls} + 업로드 목록·영상 정보 ${uploads}` };
  }
  if (kind === 'incremental') {
    // Upper bound: every feed lists 15 new videos, and every feed fails over to its uploads playlist (1 unit).
    const units = pages(channels.length * RSS_ENTRIES) + channels.length;
    return {
      units,
      minimum: 0,
      basis: `RSS는 무료, 새 영상 50개마다 1단위, RSS가 실패한 채널은 재생목록 1단위 (채널 ${channels.length}곳 기준 최대치, 보통은 훨씬 적음)`,
    };
  }
  const videos = await db
    .selectFrom('videos')
    .select(sql<string>`count(*)`.as('n'))
    .where('is_public', '=', true)
    .executeTakeFirstOrThrow();
  const videoCalls = pages(Number(videos.n));
  const allChannels = pages((await channelsInScope(db, undefined)).length);
  return {
    units: allChannels + videoCalls,
    minimum: allChannels + 1,
    basis: `채널 ${allChannels} + 공개 영상 ${Number(videos.n).toLocaleString('ko-KR')}개 ÷ 50 = ${videoCalls}`,
  };
}
