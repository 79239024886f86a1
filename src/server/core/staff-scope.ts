// The one place that decides whether a staff member's scope reaches a target (issue 24, ADR 0034). The guard uses it
// for the targets a contract declares; the audit row of every write uses it for the item being written, so a bulk
// item outside the scope is refused in its own transaction and reported, never applied.
import type { Kysely } from 'kysely';
import {
  alertRegions,
  bulkTaskReach,
  channelRegions,
  curationRegions,
  deletedChannelRegions,
  importJobRegions,
  videoRegions,
  type RegionsByKey,
} from '../../db/repositories/staff-scope.repo.ts';
import type { Database } from '../../db/schema.ts';
import type { ScopeTarget } from '../../shared/api/contract.ts';
import { isScopedRole, outOfScopeMessage, type ScopeTargetLabel, type StaffRole } from '../../shared/constants/staff-roles.ts';
import { ApiError } from './errors.ts';

/** What a caller may reach: every region (null), or only these. */
export interface StaffAccess {
  role: StaffRole;
  /** null: not limited to regions (every role but hq_editor, and the server itself). */
  regions: readonly string[] | null;
  grants: readonly string[];
}

/** The region of a target that reaches the whole country (outside every limited scope, even one holding 전국). */
const NATIONWIDE = null;

export const UNLIMITED: StaffAccess = { role: 'admin', regions: null, grants: [] };

export function accessOf(user: { role: StaffRole; regions: readonly string[]; grants: readonly string[] }): StaffAccess {
  return { role: user.role, regions: isScopedRole(user.role) ? [...user.regions] : null, grants: [...user.grants] };
}

/** Whether every region of a target lies in the scope; a target with no region is outside any limited scope. */
export function reaches(access: StaffAccess | undefined, regions: readonly (string | null)[]): boolean {
  const scope = access?.regions;
  if (!scope) return true;
  if (regions.length === 0) return false;
  return regions.every((region) => region !== null && scope.includes(region));
}

export const outOfScope = (access: StaffAccess, target: ScopeTargetLabel, field?: string) =>
  new ApiError(403, 'OUT_OF_SCOPE', outOfScopeMessage(access.regions ?? [], target), field);

export const TARGET_LABELS: Record<ScopeTarget, ScopeTargetLabel> = {
  channel: 'channel',
  deletedChannel: 'channel',
  video: 'video',
  curation: 'curation',
  alert: 'alert',
  importJob: 'job',
  bulkTask: 'job',
  importLine: 'region',
};

/** The regions of each target found (a key missing from the answer does not exist). */
export async function regionsOf(db: Kysely<Database>, target: ScopeTarget, keys: readonly string[]): Promise<RegionsByKey> {
  switch (target) {
    case 'channel':
      return channelRegions(db, keys);
    case 'deletedChannel':
      return deletedChannelRegions(db, keys);
    case 'video':
      return videoRegions(db, keys);
    case 'curation':
      return curationRegions(db, keys);
    case 'alert':
      return alertRegions(db, keys);
    case 'importJob':
      return importJobRegions(db, keys);
    case 'bulkTask': {
      const found: RegionsByKey = new Map();
      for (const key of keys) {
        const reach = await bulkTaskReach(db, key);
        if (reach === null) continue; // no such run: the handler answers 404 as it would for anyone
        // A run that lists no video (a collection for a keyword) reaches every region: no limited scope holds it.
        if (reach.task === 'collect_keyword' || reach.videoIds.length === 0) {
          found.set(key, [NATIONWIDE]);
          continue;
        }
        const regions = await videoRegions(db, reach.videoIds);
        // A video gone from catalogue and archive has no region left: it cannot be reached by anyone limited.
        found.set(
          key,
          reach.videoIds.flatMap((id) => regions.get(id) ?? [null]),
        );
      }
      return found;
    }
    case 'importLine':
      return new Map();
  }
}

/** Keeps the keys a caller may reach; the others are answered with their refusal (per item, in order). */
export async function splitByScope(db: Kysely<Database>, access: StaffAccess | undefined, target: ScopeTarget, keys: readonly string[]) {
  if (!access?.regions) return { allowed: [...keys], refused: [] as { key: string; error: ApiError }[] };
  const regions = await regionsOf(db, target, keys);
  const allowed: string[] = [];
  const refused: { key: string; error: ApiError }[] = [];
  for (const key of keys) {
    const found = regions.get(key);
    // Unknown keys go on: the service answers them as not found, as it would for anyone.
    if (!found || reaches(access, found)) allowed.push(key);
    else refused.push({ key, error: outOfScope(access, TARGET_LABELS[target]) });
  }
  return { allowed, refused };
}

// ---- audit rows: which regions a write touched, and the last word on whether the writer may touch them ----

/** Audit target types whose rows belong to a headquarters, and how their region is found. */
const REGIONAL_AUDIT_TARGETS: Readonly<Record<string, ScopeTarget>> = {
  channel: 'channel',
  video: 'video',
  curation_item: 'curation',
  disaster_alert: 'alert',
};

const regionsIn = (value: unknown): string[] => {
  if (!value || typeof value !== 'object') return [];
  const record = value as Record<string, unknown>;
  const found: string[] = [];
  if (typeof record.region === 'string') found.push(record.region);
  if (Array.isArray(record.regions)) found.push(...record.regions.filter((r): r is string => typeof r === 'string'));
  return found;
};

export interface AuditTarget {
  targetType: string;
  targetId: string | number | null;
  before?: unknown;
  after?: unknown;
}

/**
 * The regions an audited change touched: its target's now, and any region its before/after states name (a channel
 * moved between headquarters, or deleted). Refuses the write when a limited writer would reach outside its scope.
 */
export async function auditRegions(db: Kysely<Database>, access: StaffAccess | undefined, change: AuditTarget): Promise<string[]> {
  const target = REGIONAL_AUDIT_TARGETS[change.targetType];
  if (!target) return access?.regions ? [...access.regions] : [];
  const key = change.targetId === null ? null : String(change.targetId);
  const current = key === null ? [] : ((await regionsOf(db, target, [key])).get(key) ?? []);
  const named = [...regionsIn(change.before), ...regionsIn(change.after)];
  const all = [...current, ...named];
  if (access?.regions && !reaches(access, all)) throw outOfScope(access, TARGET_LABELS[target]);
  return [...new Set(all.filter((region): region is string => region !== null))].sort();
}
