import * as repo from '../../../db/repositories/admin-video-versions.repo.ts';
import { paginationFor } from '../../../shared/api/common.ts';
import type { VersionGroup, VersionGroupBody, VersionSuggestion, VersionVideo } from '../../../shared/api/versions.ts';
import { VERSION_KIND_LABELS, VERSION_MESSAGES as MSG, type VersionKind } from '../../../shared/constants/versions.ts';
import { formatDuration } from '../../../shared/format/index.ts';
import type { Actor } from '../../core/actor.ts';
import { auditedWrite, type Audit, type Transaction } from '../../core/audit.ts';
import { catalogueChanged } from '../../core/catalogue.ts';
import type { AppContext } from '../../core/context.ts';
import { badRequest, conflict, isUniqueViolation, notFound } from '../../core/errors.ts';
import { iso } from '../../core/mappers.ts';
import { candidateBuckets, findSuggestions, pairKey, type FoundSuggestion } from './version-suggestions.ts';

const FOUND_TTL_MS = 60_000;
const ALREADY_GROUPED = 'VIDEO_ALREADY_GROUPED';

type Member = { videoId: string; kind: VersionKind; language: string | null };

/** The body's members, checked for what a schema cannot see: one original, no repeats, a language where needed. */
function membersOf(body: VersionGroupBody): Member[] {
  const seen = new Set<string>();
  let originals = 0;
  return body.videos.map((video, i) => {
    if (seen.has(video.videoId)) throw badRequest(MSG.sameVideoTwice, `videos.${i}.videoId`);
    seen.add(video.videoId);
    if (video.kind === 'original' && ++originals > 1) throw badRequest(MSG.twoOriginals, `videos.${i}.kind`);
    if (video.kind === 'translated' && !video.language) throw badRequest(MSG.languageNeeded, `videos.${i}.language`);
    return { videoId: video.videoId, kind: video.kind, language: video.language ?? null };
  });
}

function requireOriginal(members: Member[]): void {
  if (!members.some((m) => m.kind === 'original')) throw badRequest(MSG.oneOriginal, 'videos');
}

type CardRow = {
  video_id: string;
  title: string | null;
  channel_name: string | null;
  duration: number | null;
  thumbnail_url: string | null;
  upload_date: Date | string | null;
  is_public: boolean | null;
};

function toVersionVideo(row: CardRow, kind: VersionKind, language: string | null): VersionVideo {
  return {
    video_id: row.video_id,
    kind,
    language,
    title: row.title ?? row.video_id,
    channel_name: row.channel_name ?? '',
    duration: row.duration,
    thumbnail_url: row.thumbnail_url,
    upload_date: iso(row.upload_date),
    is_public: row.is_public === true,
  };
}

/**
 * Version groups (issue 22, ADR 0032): suggestions worked out from every public title (remembered per catalogue
 * version), and staff's create, edit, ungroup and dismiss, each audited in its own transaction. One video belongs to
 * at most one group: the database's primary key settles two writers at the same moment (409).
 */
export class VersionGroupService {
  readonly #ctx: AppContext;

  constructor(ctx: AppContext) {
    this.#ctx = ctx;
  }

  /** Every suggestion now: the titles' buckets remembered per catalogue version, dismissals read fresh. */
  async found(): Promise<FoundSuggestion[]> {
    const [buckets, dismissed] = await Promise.all([
      this.#ctx.cache.memo('version-buckets', FOUND_TTL_MS, async () => candidateBuckets(await repo.versionCandidates(this.#ctx.db))),
      repo.dismissedPairs(this.#ctx.db),
    ]);
    return findSuggestions(buckets, dismissed);
  }

  async suggestions(query: { page: number; limit: number }) {
    const all = await this.found();
    const page = all.slice((query.page - 1) * query.limit, query.page * query.limit);
    const cards = new Map(
      (
        await repo.videoCards(
          this.#ctx.db,
          page.flatMap((s) => [s.original, ...s.versions.map((v) => v.videoId)]),
        )
      ).map((row) => [row.video_id, row]),
    );
    const data: VersionSuggestion[] = page.flatMap((s) => {
      const original = cards.get(s.original);
      if (!original) return [];
      const versions = s.versions.flatMap((v) => {
        const card = cards.get(v.videoId);
        return card ? [toVersionVideo(card, v.kind, v.language)] : [];
      });
      const videos = [toVersionVideo(original, 'original', null), ...versions];
      const lengths = videos.map((v) => (v.duration === null ? '?' : formatDuration(v.duration))).join(' / ');
      const kinds = versions.map((v) => VERSION_KIND_LABELS[v.kind]).join('·');
      const owner = s.owner === 'channel' ? '같은 채널' : '같은 소방본부';
      return [
        {
          key: videos
            .map((v) => v.video_id)
            .sort()
            .join(','),
          reason: `표시를 뺀 제목이 같음 · ${owner} · ${kinds} · 길이 ${lengths}`,
          videos,
        },
      ];
    });
    return { data, pagination: paginationFor(query.page, query.limit, all.length) };
  }

  async list(query: { page: number; limit: number; videoId?: string | undefined }) {
    const { ids, total } = await repo.listGroupIds(this.#ctx.db, query.page, query.limit, query.videoId);
    return { data: await this.#groups(this.#ctx.db, ids), pagination: paginationFor(query.page, query.limit, total) };
  }

  async create(actor: Actor, body: VersionGroupBody): Promise<VersionGroup> {
    const members = membersOf(body);
    requireOriginal(members);
    const group = await this.#write(actor, async (trx, audit) => {
      await this.#checkCatalogue(trx, members);
      const grouped = await repo.membershipOf(
        trx,
        members.map((m) => m.videoId),
      );
      const taken = members.findIndex((m) => grouped.has(m.videoId));
      if (taken >= 0) throw conflict(ALREADY_GROUPED, MSG.inOtherGroup(members[taken]!.videoId), `videos.${taken}.videoId`);
      const id = await repo.insertGroup(trx, actor.email, this.#ctx.now());
      await repo.replaceMembers(trx, id, members);
      await repo.refreshAccessKinds(
        trx,
        members.map((m) => m.videoId),
      );
      await audit({ action: 'version_group.create', targetType: 'version_group', targetId: id, after: { videos: members } });
      return (await this.#groups(trx, [id]))[0]!;
    });
    return group;
  }

  async update(actor: Actor, id: number, body: VersionGroupBody): Promise<VersionGroup> {
    const members = membersOf(body);
    requireOriginal(members);
    return this.#write(actor, async (trx, audit) => {
      if (!(await repo.lockGroup(trx, id))) throw notFound(MSG.groupNotFound);
      const before = await repo.groupMembers(trx, id);
      await this.#checkCatalogue(trx, members);
      const grouped = await repo.membershipOf(
        trx,
        members.map((m) => m.videoId),
      );
      const elsewhere = members.findIndex((m) => grouped.has(m.videoId) && grouped.get(m.videoId) !== id);
      if (elsewhere >= 0) throw badRequest(MSG.inOtherGroup(members[elsewhere]!.videoId), `videos.${elsewhere}.videoId`);
      await repo.replaceMembers(trx, id, members);
      await repo.touchGroup(trx, id, actor.email, this.#ctx.now());
      await repo.refreshAccessKinds(trx, [...new Set([...before.map((m) => m.video_id), ...members.map((m) => m.videoId)])]);
      await audit({
        action: 'version_group.update',
        targetType: 'version_group',
        targetId: id,
        before: { videos: before.map((m) => ({ videoId: m.video_id, kind: m.kind, language: m.language })) },
        after: { videos: members },
      });
      return (await this.#groups(trx, [id]))[0]!;
    });
  }

  async remove(actor: Actor, id: number): Promise<{ id: number }> {
    return this.#write(actor, async (trx, audit) => {
      if (!(await repo.lockGroup(trx, id))) throw notFound(MSG.groupNotFound);
      const before = await repo.groupMembers(trx, id);
      await repo.deleteGroup(trx, id);
      await repo.refreshAccessKinds(
        trx,
        before.map((m) => m.video_id),
      );
      await audit({
        action: 'version_group.delete',
        targetType: 'version_group',
        targetId: id,
        before: { videos: before.map((m) => ({ videoId: m.video_id, kind: m.kind, language: m.language })) },
      });
      return { id };
    });
  }

  /** Remembers every pair of the suggestion as dismissed: none of them is suggested together again. */
  async dismiss(actor: Actor, body: { videoIds: string[] }): Promise<{ dismissed: number }> {
    const ids = [...new Set(body.videoIds)].sort();
    if (ids.length < 2) throw badRequest(MSG.dismissNeedsTwo, 'videoIds');
    const pairs: [string, string][] = [];
    for (let i = 0; i < ids.length; i += 1)
      for (let j = i + 1; j < ids.length; j += 1) pairs.push(pairKey(ids[i]!, ids[j]!).split('|') as [string, string]);
    const dismissed = await auditedWrite(this.#ctx, actor, async (trx, audit) => {
      const count = await repo.insertDismissals(trx, pairs, actor.email, this.#ctx.now());
      await audit({ action: 'version_group.dismiss', targetType: 'version_group', targetId: null, after: { videoIds: ids } });
      return count;
    });
    return { dismissed };
  }

  async #checkCatalogue(trx: Transaction, members: Member[]): Promise<void> {
    const present = await repo.existingVideoIds(
      trx,
      members.map((m) => m.videoId),
    );
    const missing = members.findIndex((m) => !present.has(m.videoId));
    if (missing >= 0) throw badRequest(MSG.notInCatalogue(members[missing]!.videoId), `videos.${missing}.videoId`);
  }

  /** An audited write, then public answers move on; another writer grouping a video first is a 409, never a 500. */
  async #write<T>(actor: Actor, work: (trx: Transaction, audit: Audit) => Promise<T>): Promise<T> {
    let result: T;
    try {
      result = await auditedWrite(this.#ctx, actor, work);
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(ALREADY_GROUPED, MSG.alreadyGrouped, 'videos');
      throw error;
    }
    await catalogueChanged(this.#ctx);
    return result;
  }

  async #groups(db: Transaction, ids: readonly number[]): Promise<VersionGroup[]> {
    const [groups, members] = await Promise.all([repo.groupRows(db, ids), repo.membersWithVideos(db, ids)]);
    const byId = new Map(groups.map((g) => [Number(g.id), g]));
    return ids.flatMap((id) => {
      const group = byId.get(id);
      if (!group) return [];
      return [
        {
          id,
          videos: members.filter((m) => Number(m.group_id) === id).map((m) => toVersionVideo(m, m.kind, m.language)),
          created_at: iso(group.created_at)!,
          created_by: group.created_by,
          updated_at: iso(group.updated_at)!,
          updated_by: group.updated_by,
        },
      ];
    });
  }
}
