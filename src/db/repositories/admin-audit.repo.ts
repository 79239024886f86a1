import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema.ts';

type Db = Kysely<Database>;

export interface AuditInput {
  occurredAt: Date;
  actorId: number | null;
  actorEmail: string;
  action: string;
  targetType: string;
  targetId: string | null;
  before: unknown;
  after: unknown;
  address: string | null;
  /** The headquarters regions the change touched. */
  regions: readonly string[];
}

/** Appends one audit row; answers its id (a bulk run's item keeps it, so an undo can tell later changes apart). */
export async function insertAuditEntry(db: Db, entry: AuditInput): Promise<number> {
  const row = await db
    .insertInto('audit_log')
    .values({
      occurred_at: entry.occurredAt,
      actor_id: entry.actorId,
      actor_email: entry.actorEmail,
      action: entry.action,
      target_type: entry.targetType,
      target_id: entry.targetId,
      before: entry.before === undefined || entry.before === null ? null : JSON.stringify(entry.before),
      after: entry.after === undefined || entry.after === null ? null : JSON.stringify(entry.after),
      address: entry.address,
      regions: [...entry.regions],
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export interface AuditFilter {
  action?: string | undefined;
  actorEmail?: string | undefined;
  targetType?: string | undefined;
  targetId?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
  /** Rows of this headquarters. */
  region?: string | undefined;
  /** A limited reader: rows of these regions, or its own actions. */
  scope?: { regions: readonly string[]; actorId: number | null } | undefined;
}

export async function listAuditEntries(db: Db, filter: AuditFilter, page: number, limit: number) {
  let query = db.selectFrom('audit_log');
  if (filter.region) query = query.where(sql<boolean>`regions @> ARRAY[${filter.region}]::text[]`);
  const scope = filter.scope;
  if (scope) {
    const overlap = sql<boolean>`regions && ${sql.val([...scope.regions])}::text[]`;
    query = query.where((eb) => (scope.actorId === null ? overlap : eb.or([overlap, eb('actor_id', '=', scope.actorId)])));
  }
  if (filter.action) query = query.where('action', '=', filter.action);
  if (filter.actorEmail) query = query.where('actor_email', '=', filter.actorEmail.toLowerCase());
  if (filter.targetType) query = query.where('target_type', '=', filter.targetType);
  if (filter.targetId) query = query.where('target_id', '=', filter.targetId);
  if (filter.from) query = query.where('occurred_at', '>=', filter.from);
  if (filter.to) query = query.where('occurred_at', '<', filter.to);
  const [rows, total] = await Promise.all([
    query
      .selectAll()
      .orderBy('occurred_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .offset((page - 1) * limit)
      .execute(),
    query.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: total.n };
}
