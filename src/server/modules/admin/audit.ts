import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { insertAuditEntry } from '../../../db/repositories/admin-audit.repo.ts';
import type { Database } from '../../../db/schema.ts';
import type { AppContext } from '../../context.ts';

export interface AuditChange {
  action: string;
  targetType: string;
  targetId: string | number | null;
  before?: unknown;
  after?: unknown;
}

/** Every admin write leaves who, when, what, before and after (DESIGN.md §5); `db` may be the write's transaction. */
export async function recordAudit(ctx: AppContext, request: FastifyRequest, change: AuditChange, db: Kysely<Database> = ctx.db) {
  const actor = request.principal?.user;
  await insertAuditEntry(db, {
    occurredAt: ctx.now(),
    actorId: actor?.id ?? null,
    actorEmail: actor?.email ?? 'system',
    action: change.action,
    targetType: change.targetType,
    targetId: change.targetId === null ? null : String(change.targetId),
    before: change.before ?? null,
    after: change.after ?? null,
    address: request.ip,
  });
}
