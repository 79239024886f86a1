import { followedChannelIds } from '../../../db/repositories/admin-channels.repo.ts';
import { findImportJob, importJobItems, type ImportJobRow } from '../../../db/repositories/channel-imports.repo.ts';
import type { ChannelImportBody, ImportPreviewRow } from '../../../shared/api/admin-channels.ts';
import { ADMIN_CHANNEL_MESSAGES as MSG } from '../../../shared/constants/admin-channels.ts';
import type { ChannelRef } from '../../../shared/url/channel-ref.ts';
import { JobConflictError, QuotaRefusedError, type ChannelImportParams, type ChannelImportRow } from '../../../sync/index.ts';
import type { Actor } from '../../core/actor.ts';
import { auditedWrite } from '../../core/audit.ts';
import type { AppContext } from '../../core/context.ts';
import { ApiError, badRequest, notFound } from '../../core/errors.ts';
import { outOfScope, reaches } from '../../core/staff-scope.ts';
import { iso } from '../../core/mappers.ts';
import { toYouTubeChannel } from './admin-channel-view.ts';
import { parseImportText, type ImportLine } from './channel-import-text.ts';
import { startFullSync } from './channel-sync.ts';
import { lookUpChannels } from './youtube-lookup.ts';

/** Handles are case-insensitive on YouTube; ids are not. */
const refKey = (ref: ChannelRef) => `${ref.lookup}:${ref.lookup === 'id' ? ref.value : ref.value.toLowerCase()}`;

const toImportJob = (job: ImportJobRow) => ({
  id: Number(job.id),
  kind: job.kind,
  state: job.state,
  progressDone: job.progress_done,
  progressTotal: job.progress_total,
  quotaEstimate: job.quota_estimate,
  quotaSpent: job.quota_spent,
  result: job.result,
  error: job.error,
  createdAt: iso(job.created_at)!,
  finishedAt: iso(job.finished_at),
});

const importRow = (line: ImportLine, ref: ChannelRef, autoSync: boolean): ChannelImportRow => ({
  line: line.line,
  input: line.input,
  lookup: ref.lookup,
  value: ref.value,
  channelType: line.channelType,
  region: line.region,
  autoSync,
});

/** Marks each line whose region the caller's scope does not reach (a line without a region included): never imported. */
type ScopedLine = ImportLine & { outOfScope?: true };
function scoped(actor: Actor, lines: ImportLine[]): ScopedLine[] {
  const access = actor.access;
  if (!access?.regions) return lines;
  return lines.map((line) =>
    line.error || reaches(access, [line.region])
      ? line
      : { ...line, error: outOfScope(access, 'region').message, outOfScope: true as const },
  );
}

/** Bulk import: always a dry run first (per row: found, followed, duplicate, not found), then one durable job. */
export class ChannelImportService {
  readonly #ctx: AppContext;

  constructor(ctx: AppContext) {
    this.#ctx = ctx;
  }

  run(actor: Actor, body: ChannelImportBody) {
    return body.dryRun ? this.dryRun(actor, body) : this.start(actor, body);
  }

  /**
   * Looks every readable row up (IDs 50 to a call) and says what importing it would do; nothing is saved. A row whose
   * region is outside the caller's scope is shown as not importable, with the reason (issue 24).
   */
  async dryRun(actor: Actor, body: ChannelImportBody) {
    const lines = scoped(actor, parseImportText(body.text, body.defaultType));
    const rows: ImportPreviewRow[] = lines.map((line) => ({
      line: line.line,
      input: line.input,
      lookup: line.ref?.lookup ?? null,
      channelType: line.channelType,
      region: line.region,
      status: line.error ? 'invalid' : 'ready',
      reason: line.error,
      channel: null,
      existingId: null,
      duplicateOf: null,
    }));
    const firstByRef = new Map<string, number>();
    const toLookUp: { row: ImportPreviewRow; ref: ChannelRef }[] = [];
    lines.forEach((line, index) => {
      const row = rows[index]!;
      if (line.error || !line.ref) return;
      const earlier = firstByRef.get(refKey(line.ref));
      if (earlier !== undefined) Object.assign(row, { status: 'duplicate', duplicateOf: earlier, reason: `${earlier}번째 줄과 같습니다.` });
      else {
        firstByRef.set(refKey(line.ref), line.line);
        toLookUp.push({ row, ref: line.ref });
      }
    });
    const { channels, units } = await lookUpChannels(
      this.#ctx,
      toLookUp.map((item) => item.ref),
    );
    const followed = await followedChannelIds(
      this.#ctx.db,
      channels.flatMap((channel) => (channel ? [channel.channel_id] : [])),
    );
    const firstById = new Map<string, number>();
    toLookUp.forEach(({ row }, index) => {
      const channel = channels[index];
      if (!channel) return void Object.assign(row, { status: 'not_found', reason: MSG.youtubeNotFound });
      row.channel = toYouTubeChannel(channel);
      const earlier = firstById.get(channel.channel_id);
      if (earlier !== undefined)
        return void Object.assign(row, { status: 'duplicate', duplicateOf: earlier, reason: `${earlier}번째 줄과 같은 채널입니다.` });
      firstById.set(channel.channel_id, row.line);
      const existingId = followed.get(channel.channel_id);
      if (existingId !== undefined) Object.assign(row, { status: 'exists', existingId, reason: MSG.exists });
    });
    // The real run looks the ready rows up again by their IDs: one unit per 50.
    const ready = rows.filter((row) => row.status === 'ready');
    const estimate = await this.#ctx.sync.estimate('channel_import', {
      rows: ready.map((row) => ({ lookup: 'id', value: row.channel!.channel_id })),
    });
    const count = (status: ImportPreviewRow['status']) => rows.filter((row) => row.status === status).length;
    return {
      dryRun: true as const,
      rows,
      summary: {
        total: rows.length,
        ready: ready.length,
        exists: count('exists'),
        duplicate: count('duplicate'),
        notFound: count('not_found'),
        invalid: count('invalid'),
      },
      quota: { spent: units, needed: estimate.units, remaining: estimate.remaining },
    };
  }

  /** Queues the chosen rows (or every readable row) as one job, committed together with its audit row. */
  async start(actor: Actor, body: ChannelImportBody) {
    const lines = scoped(actor, parseImportText(body.text, body.defaultType));
    // Lines outside the scope are never queued: a choice (or, without one, the text) naming any is refused, by line.
    const chosen = body.rows ? new Set(body.rows.map((row) => row.line)) : null;
    const outside = lines.filter((line) => line.outOfScope && (!chosen || chosen.has(line.line)));
    if (outside.length > 0) {
      const names = outside.map((line) => `${line.line}`).join('·');
      throw new ApiError(403, 'OUT_OF_SCOPE', `${names}번째 줄: ${outside[0]!.error}`, 'rows');
    }
    const params: ChannelImportParams = {
      rows: body.rows ? this.#chosenRows(lines, body.rows, body.autoSync) : this.#readableRows(lines, body.autoSync),
      actor: { userId: actor.userId, email: actor.email, address: actor.address },
    };
    if (params.rows.length === 0) throw badRequest(MSG.importNothingChosen, 'rows');
    const estimate = await this.#ctx.sync.estimate('channel_import', params);
    try {
      const job = await auditedWrite(this.#ctx, actor, async (trx, audit) => {
        const job = await this.#ctx.sync.enqueue('channel_import', params, { trigger: 'admin', userId: actor.userId }, trx);
        await audit({
          action: 'channel.import',
          targetType: 'sync_job',
          targetId: job.id,
          after: { rows: params.rows.length, lines: params.rows.map((row) => row.line), quotaEstimate: job.quota_estimate },
        });
        return job;
      });
      this.#ctx.sync.runner.wake(); // the job is committed now
      return { dryRun: false as const, job: toImportJob(job), basis: estimate.basis };
    } catch (error) {
      if (error instanceof JobConflictError)
        throw new ApiError(
          409,
          'IMPORT_RUNNING',
          `다른 채널 일괄 등록 작업(#${error.existingJobId})이 진행 중입니다. 끝난 뒤 다시 하세요.`,
        );
      if (error instanceof QuotaRefusedError) throw new ApiError(409, 'QUOTA_INSUFFICIENT', error.message);
      throw error;
    }
  }

  async status(jobId: number) {
    const job = await findImportJob(this.#ctx.db, jobId);
    if (!job) throw notFound(MSG.importJobNotFound);
    const items = await importJobItems(this.#ctx.db, jobId);
    const rows = items
      .map((item) => {
        const detail = item.detail as { line?: number; input?: string; outcome?: string; channelId?: string; channel?: string };
        return {
          line: Number(detail.line ?? 0),
          input: detail.input ?? '',
          outcome: (detail.outcome ?? 'failed') as 'imported' | 'exists' | 'duplicate' | 'not_found' | 'failed',
          channelId: detail.channelId ?? null,
          channel: detail.channel ?? null,
          error: item.error,
        };
      })
      .sort((a, b) => a.line - b.line);
    const channelIds = rows.flatMap((row) => (row.outcome === 'imported' && row.channelId ? [row.channelId] : []));
    return { job: toImportJob(job), rows, channelIds };
  }

  /** A full sync of the channels this import added (their uploads come in only with a full sync). */
  async syncImported(actor: Actor, jobId: number) {
    const { channelIds } = await this.status(jobId);
    const followed = await followedChannelIds(this.#ctx.db, channelIds);
    const ids = channelIds.filter((id) => followed.has(id));
    if (ids.length === 0) throw new ApiError(409, 'NOTHING_IMPORTED', '이 작업으로 등록된 채널이 없습니다.');
    return startFullSync(this.#ctx, actor, ids);
  }

  /** The lines the admin chose in the dry run, with the channel ID it found (then no handle is looked up twice). */
  #chosenRows(lines: ImportLine[], chosen: NonNullable<ChannelImportBody['rows']>, autoSync: boolean): ChannelImportRow[] {
    const byLine = new Map(lines.map((line) => [line.line, line]));
    const seen = new Set<number>();
    return chosen.flatMap(({ line: number, channelId }) => {
      const line = byLine.get(number);
      if (!line || !line.ref || line.error) throw badRequest(`${number}번째 줄은 등록할 수 없습니다. 미리 보기를 다시 하세요.`, 'rows');
      if (seen.has(number)) return [];
      seen.add(number);
      return [importRow(line, channelId ? { lookup: 'id', value: channelId } : line.ref, autoSync)];
    });
  }

  /** Without a choice: every readable line once (the job reports followed and unknown channels per row). */
  #readableRows(lines: ImportLine[], autoSync: boolean): ChannelImportRow[] {
    const seen = new Set<string>();
    return lines.flatMap((line) => {
      if (!line.ref || line.error || seen.has(refKey(line.ref))) return [];
      seen.add(refKey(line.ref));
      return [importRow(line, line.ref, autoSync)];
    });
  }
}
