import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { STAFF_GRANTS, STAFF_ROLES } from '../constants/staff-roles.ts';
import type { ScopeRule, StaffEndpointSpec } from './contract.ts';
import { collectEndpoints } from './endpoint-table.ts';

// The contract walk (issue 24, ADR 0034): every staff contract declares the least role it needs and how the scope of
// its target is found, and every rule names a field its own input really has (a typo would silently check nothing).

const SCOPE_TARGETS = ['channel', 'deletedChannel', 'video', 'curation', 'alert', 'importJob', 'bulkTask', 'importLine'];

/** The top-level field names of an object schema (through optional/nullable/default/pipe wrappers). */
function fieldsOf(schema: z.ZodType | undefined): string[] {
  let current = schema as unknown as { shape?: Record<string, unknown>; def?: Record<string, unknown> } | undefined;
  for (let depth = 0; current && depth < 8; depth += 1) {
    if (current.shape) return Object.keys(current.shape);
    const def = current.def ?? {};
    current = (def.innerType ?? def.in ?? def.schema) as typeof current;
  }
  return [];
}

const rulesOf = (spec: StaffEndpointSpec): ScopeRule[] =>
  spec.scope === 'none' ? [] : Array.isArray(spec.scope) ? [...spec.scope] : [spec.scope as ScopeRule];

const staffContracts = async () =>
  (await collectEndpoints()).filter((entry): entry is [string, StaffEndpointSpec] => entry[1].access === 'admin');

describe('staff contract declarations', () => {
  it('puts every /api/admin path, and only those, in the staff area', async () => {
    for (const [name, spec] of await collectEndpoints()) {
      expect(spec.access === 'admin', `${name} ${spec.path}`).toBe(spec.path.startsWith('/api/admin'));
    }
  });

  it('has every staff contract declare a role and a scope', async () => {
    const contracts = await staffContracts();
    expect(contracts.length).toBeGreaterThanOrEqual(80);
    for (const [name, spec] of contracts) {
      expect(STAFF_ROLES, `${name}.role`).toContain(spec.role);
      expect(spec.scope, `${name}.scope`).toBeDefined();
      if (spec.grant) expect(STAFF_GRANTS, `${name}.grant`).toContain(spec.grant);
      if (spec.scope !== 'none') expect(rulesOf(spec).length, `${name}.scope`).toBeGreaterThan(0);
    }
  });

  it('names, in each scope rule, a field the contract really takes', async () => {
    for (const [name, spec] of await staffContracts()) {
      for (const rule of rulesOf(spec)) {
        const where = `${name} ${JSON.stringify(rule)}`;
        if (rule.from !== 'list' && rule.from !== 'regions') expect(SCOPE_TARGETS, where).toContain(rule.from);
        if ('param' in rule) expect(fieldsOf(spec.params), where).toContain(rule.param);
        if ('query' in rule && rule.query) expect(fieldsOf(spec.query), where).toContain(rule.query);
        if ('body' in rule) expect(fieldsOf(spec.body), where).toContain(rule.body);
      }
      for (const when of spec.roleWhen ?? []) expect(fieldsOf(spec.body), `${name} roleWhen`).toContain(when.body);
    }
  });

  it('asks for a write role on every staff write, and lets a viewer read', async () => {
    for (const [name, spec] of await staffContracts()) {
      // POST /sync/estimate and /channels/preview and /videos/preview only look things up, but still spend effort.
      if (spec.method !== 'GET') expect(spec.role, `${name} ${spec.method}`).not.toBe('viewer');
    }
  });

  it('scopes the lists an hq_editor uses to its regions', async () => {
    const byName = new Map(await staffContracts());
    for (const name of [
      'listAdminChannels',
      'listAdminVideos',
      'listDeletedVideos',
      'listDeletedChannels',
      'listCurationItems',
      'listAuditLog',
    ]) {
      expect(
        rulesOf(byName.get(name)!).some((rule) => rule.from === 'list'),
        name,
      ).toBe(true);
    }
  });
});
