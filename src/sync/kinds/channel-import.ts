// Bulk channel import as a durable job: the chosen rows of a dry run are looked up again (fresh details, one
// channels.list per 50 ids; handles and names one call each), then each new channel is inserted with its audit
// row and its per-row result in one transaction. A resumed run continues after the last finished step.
import type { Kysely } from 'kysely';
import { insertAuditEntry } from '../../db/repositories/admin-audit.repo.ts';
import { followedChannelIds, insertChannel, refreshChannelCount } from '../../db/repositories/admin-channels.repo.ts';
import type { ChannelType, Database } from '../../db/schema.ts';
import type { ChannelLookup } from '../../shared/constants/admin-channels.ts';
import { resolveChannelRefs } from '../channels/resolve-channels.ts';
import type { JobContext, JobHandler } from '../jobs/job-context.ts';
import { recordItem } from '../jobs/job-store.ts';
import type { MappedChannel } from '../youtube/mappers.ts';
import { MAX_IDS_PER_CALL, YouTubeApiError } from '../youtube/youtube-client.ts';
import { errorMessage, JOB_FATAL, type SyncDeps } from './sync-deps.ts';

export interface ChannelImportRow {
  /** Line of the pasted text or file (1-based), the row's name in every report. */
  line: number;
  input: string;
  lookup: ChannelLookup;
  value: string;
  channelType: ChannelType;
  region: string | null;
  autoSync: boolean;
}

// A type, not an interface: it goes into the job's params (JobParams has an index signature).
export type ChannelImportParams = {
  rows: ChannelImportRow[];
  /** Who asked (the audit rows name them). */
  actor: { userId: number | null; email: string; address: string | null };
};

export type ImportOutcome = 'imported' | 'exists' | 'duplicate' | 'not_found' | 'failed';

/** Named lookups one by one first, then the ids 50 to a step: the order the quota estimate counts. */
export function importSteps(rows: readonly ChannelImportRow[]): ChannelImportRow[][] {
  const named = rows.filter((row) => row.lookup !== 'id').map((row) => [row]);
  const ids = rows.filter((row) => row.lookup === 'id');
  const blocks: ChannelImportRow[][] = [];
  for (let i = 0; i < ids.length; i += MAX_IDS_PER_CALL) blocks.push(ids.slice(i, i + MAX_IDS_PER_CALL));
  return [...named, ...blocks];
}

const itemKey = (row: ChannelImportRow) => `row:${row.line}`;

/** Rows of this job that already have a result → the channel they found. */
async function finishedRows(db: Kysely<Database>, jobId: number): Promise<Map<string, string | null>> {
  const items = await db.selectFrom('sync_job_items').select(['item_key', 'detail']).where('job_id', '=', jobId).execute();
  return new Map(items.map((item) => [item.item_key, ((item.detail as { channelId?: string }).channelId ?? null) as string | null]));
}

export function channelImport(deps: SyncDeps): JobHandler {
  return async (ctx) => {
    const params = ctx.params as unknown as ChannelImportParams;
    const steps = importSteps(params.rows ?? []);
    const start = Number(ctx.checkpoint.next ?? 0);
    const seen = new Set<string>((ctx.checkpoint.seen as string[] | undefined) ?? []);
    // A resumed run skips the rows that already have their result (a row's result commits with its channel).
    const done = await finishedRows(deps.db, ctx.job.id);
    for (const channelId of done.values()) if (channelId) seen.add(channelId);
    const rowsBefore = (n: number) => steps.slice(0, n).reduce((sum, step) => sum + step.length, 0);
    await ctx.save({ total: rowsBefore(steps.length), done: rowsBefore(start) });
    const youtube = deps.youtubeFor(ctx);
    for (let index = start; index < steps.length; index += 1) {
      ctx.throwIfStopped();
      const step = steps[index]!;
      await ctx.save({ currentItem: step.length === 1 ? step[0]!.input : `채널 ID ${step.length}개` });
      let found: (MappedChannel | null)[];
      try {
        found = (await resolveChannelRefs(youtube, step)).channels;
      } catch (error) {
        if (!(error instanceof YouTubeApiError) || JOB_FATAL.has(error.code)) throw error;
        for (const row of step) if (!done.has(itemKey(row))) await report(ctx, deps.db, row, 'failed', null, errorMessage(error));
        await ctx.save({ done: rowsBefore(index + 1), checkpoint: { next: index + 1, seen: [...seen] } });
        continue;
      }
      for (const [k, row] of step.entries()) {
        if (!done.has(itemKey(row))) await importRow(deps, ctx, params.actor, row, found[k] ?? null, seen);
      }
      await ctx.save({ done: rowsBefore(index + 1), checkpoint: { next: index + 1, seen: [...seen] } });
    }
    await refreshChannelCount(deps.db);
  };
}

async function importRow(
  deps: SyncDeps,
  ctx: JobContext,
  actor: ChannelImportParams['actor'],
  row: ChannelImportRow,
  channel: MappedChannel | null,
  seen: Set<string>,
): Promise<void> {
  if (!channel) return report(ctx, deps.db, row, 'not_found', null, '유튜브에서 이 채널을 찾을 수 없습니다.');
  if (seen.has(channel.channel_id)) return report(ctx, deps.db, row, 'duplicate', channel, '같은 채널이 앞 줄에 있습니다.');
  seen.add(channel.channel_id);
  const now = deps.now();
  try {
    const outcome = await deps.db.transaction().execute(async (trx) => {
      if ((await followedChannelIds(trx, [channel.channel_id])).size > 0) return 'exists' as const;
      const id = await insertChannel(
        trx,
        {
          channelId: channel.channel_id,
          channelName: channel.channel_name,
          description: channel.description,
          thumbnailUrl: channel.thumbnail_url,
          subscriberCount: channel.subscriber_count,
          videoCount: channel.video_count,
          viewCount: channel.view_count,
          uploadsPlaylistId: channel.uploadsPlaylistId,
          channelType: row.channelType,
          region: row.region,
          autoSync: row.autoSync,
        },
        now,
      );
      await insertAuditEntry(trx, {
        occurredAt: now,
        actorId: actor.userId,
        actorEmail: actor.email,
        action: 'channel.create',
        targetType: 'channel',
        targetId: String(id),
        before: null,
        after: {
          channelId: channel.channel_id,
          channelName: channel.channel_name,
          channelType: row.channelType,
          region: row.region,
          autoSync: row.autoSync,
          importJobId: ctx.job.id,
          line: row.line,
        },
        address: actor.address,
        // The service let only rows of the importer's scope through (issue 24); the row is its region's activity.
        regions: row.region ? [row.region] : [],
      });
      await record(ctx, trx, row, 'imported', channel, null);
      return 'imported' as const;
    });
    if (outcome === 'exists') await report(ctx, deps.db, row, 'exists', channel, '이미 등록된 채널입니다.');
    else ctx.count('imported');
  } catch (error) {
    // Another admin added the same channel a moment ago.
    if ((error as { code?: unknown }).code === '23505') return report(ctx, deps.db, row, 'exists', channel, '이미 등록된 채널입니다.');
    throw error;
  }
}

async function record(
  ctx: JobContext,
  db: Kysely<Database>,
  row: ChannelImportRow,
  outcome: ImportOutcome,
  channel: MappedChannel | null,
  error: string | null,
): Promise<void> {
  const state = outcome === 'imported' ? 'succeeded' : outcome === 'exists' || outcome === 'duplicate' ? 'skipped' : 'failed';
  await recordItem(db, {
    jobId: ctx.job.id,
    itemKey: itemKey(row),
    state,
    detail: {
      line: row.line,
      input: row.input,
      outcome,
      ...(channel ? { channelId: channel.channel_id, channel: channel.channel_name } : {}),
    },
    error,
    now: ctx.now(),
  });
}

async function report(
  ctx: JobContext,
  db: Kysely<Database>,
  row: ChannelImportRow,
  outcome: Exclude<ImportOutcome, 'imported'>,
  channel: MappedChannel | null,
  error: string,
): Promise<void> {
  ctx.count(outcome === 'exists' ? 'exists' : outcome === 'duplicate' ? 'duplicates' : outcome === 'not_found' ? 'notFound' : 'failed');
  await record(ctx, db, row, outcome, channel, error);
}
