import type { Kysely } from 'kysely';
import { insertAuditEntry } from '../../db/repositories/admin-audit.repo.ts';
import type { Database } from '../../db/schema.ts';
import type { Actor } from './actor.ts';
import { auditRegions } from './staff-scope.ts';

export interface AuditChange {
  action: string;
  targetType: string;
  targetId: string | number | null;
  before?: unknown;
  after?: unknown;
}

/** Records one audit row in the write's transaction; answers the row's id. */
export type Audit = (change: AuditChange) => Promise<number>;
export type Transaction = Kysely<Database>;

interface AuditDeps {
  db: Kysely<Database>;
  now: () => Date;
}

/**
 * Writes one audit row with `db` — the write's own transaction. Prefer `auditedWrite`. The row is tagged with the
 * headquarters it touched; a writer limited to some regions who reached another is refused here, so the whole write
 * rolls back (the last word on scope for every audited write, bulk items included; ADR 0034).
 */
export async function recordAudit(deps: AuditDeps, actor: Actor, change: AuditChange, db: Kysely<Database> = deps.db): Promise<number> {
  const regions = await auditRegions(db, actor.access, change);
  return insertAuditEntry(db, {
    regions,
    occurredAt: deps.now(),
    actorId: actor.userId,
    actorEmail: actor.email,
    action: change.action,
    targetType: change.targetType,
    targetId: change.targetId === null ? null : String(change.targetId),
    before: change.before ?? null,
    after: change.after ?? null,
    address: actor.address,
  });
}

/**
 * An admin write and its audit rows in one transaction: both are saved or neither is.
 * A write that records no audit row is a bug and is rolled back.
 */
export async function auditedWrite<T>(deps: AuditDeps, actor: Actor, work: (trx: Transaction, audit: Audit) => Promise<T>): Promise<T> {
  return deps.db.transaction().execute(async (trx) => {
    let recorded = 0;
    const audit: Audit = async (change) => {
      recorded += 1;
      return recordAudit(deps, actor, change, trx);
    };
    const result = await work(trx, audit);
    if (recorded === 0) throw new Error('auditedWrite: the write recorded no audit row');
    return result;
  });
}
