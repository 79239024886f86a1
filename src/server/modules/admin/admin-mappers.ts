import type { Selectable } from 'kysely';
import type { AdminUserRow } from '../../../db/repositories/admin-users.repo.ts';
import type { AuditLogTable, SecurityEventsTable } from '../../../db/schema.ts';
import type { AdminUser } from '../../../shared/api/admin.ts';
import { iso } from '../../core/mappers.ts';

const asObject = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

export function toSecurityEvent(row: Selectable<SecurityEventsTable>) {
  return {
    id: Number(row.id),
    occurredAt: iso(row.occurred_at)!,
    type: row.type,
    severity: row.severity,
    userId: row.user_id,
    email: row.email,
    address: row.address,
    userAgent: row.user_agent,
    method: row.method,
    path: row.path,
    details: asObject(row.details),
  };
}

export function toAuditEntry(row: Selectable<AuditLogTable>) {
  return {
    id: Number(row.id),
    occurredAt: iso(row.occurred_at)!,
    actorId: row.actor_id,
    actorEmail: row.actor_email,
    action: row.action,
    targetType: row.target_type,
    targetId: row.target_id,
    before: row.before ?? null,
    after: row.after ?? null,
    address: row.address,
    regions: [...(row.regions ?? [])],
  };
}

/** An account as admins see it; the password hash never leaves the server. */
export function toAdminUser(row: AdminUserRow & { active_sessions?: number | null }): AdminUser {
  return {
    id: row.id,
    email: row.email,
    username: row.email.split('@')[0]!,
    displayName: row.display_name,
    role: row.role,
    regions: [...row.regions],
    grants: [...row.grants],
    isActive: row.is_active,
    createdAt: iso(row.created_at)!,
    lastLoginAt: iso(row.last_login_at),
    passwordChangedAt: iso(row.password_changed_at)!,
    activeSessions: Number(row.active_sessions ?? 0),
  };
}

/** What the audit log keeps of an account (no hash). */
export function auditedUser(row: AdminUserRow) {
  return {
    email: row.email,
    displayName: row.display_name,
    role: row.role,
    regions: [...row.regions],
    grants: [...row.grants],
    isActive: row.is_active,
  };
}
