import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from './test-support/test-app.ts';
import { addUser, bearer, createAuthTestApp, signIn } from './test-support/auth-test-helpers.ts';

// The API's shape before the layering work (openapi-baseline.json, taken from the code as it was) must still hold:
// every operation, its parameters, request body and success answer unchanged; additions are allowed.
type Operation = {
  parameters?: { name: string; in: string; required?: boolean; schema?: unknown }[];
  requestBody?: unknown;
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
};
type Doc = { paths: Record<string, Record<string, Operation>> };

const baseline = JSON.parse(readFileSync(new URL('./openapi-baseline.json', import.meta.url), 'utf8')) as Doc;
/** Deliberate, reviewed changes of shape that are not additions (path method → why). */
export const ACCEPTED_CHANGES: Record<string, string> = {
  'GET /{*}':
    "The web app's page fallback (every non-API GET answers the SPA) was listed as if it were an API operation; it is hidden from " +
    'both documents now. The pages themselves are unchanged.',
  ...Object.fromEntries(
    [
      'POST /api/auth/login',
      'POST /api/auth/refresh',
      'GET /api/auth/check',
      'PUT /api/auth/password',
      'GET /api/admin/users',
      'POST /api/admin/users/{id}/deactivate',
      'POST /api/admin/users/{id}/activate',
      'POST /api/admin/users/{id}/password',
    ].map((key) => [
      key,
      "Issue 24 (ADR 0034): the account's role is one of admin, editor, hq_editor, viewer; the old 'user' role (no access at all) " +
        'is gone (migration 0070 turns such accounts into switched-off viewers). Answers only add regions and grants.',
    ]),
  ),
  'POST /api/admin/users':
    "Issue 24 (ADR 0034): role takes admin, editor, hq_editor or viewer ('user' is gone) and defaults to viewer, the least " +
    'privilege, instead of admin; password became optional (generated and shown once); regions and grants were added.',
};

/**
 * ADR 0038: a default now spelled the new way, for the same ordering (path method parameter → old and new default). It
 * holds only while the old spelling is still accepted (still in the enum), so a client sending it sees no change.
 */
export const RESPELLED_DEFAULTS: Record<string, { from: string; to: string }> = {
  'GET /api/videos sort': { from: 'latest', to: 'upload_date' },
  'GET /api/channels/{id} sort': { from: 'latest', to: 'upload_date' },
};

function respelled(key: string, base: { name: string; schema?: unknown }, now: { schema?: unknown } | undefined) {
  const change = RESPELLED_DEFAULTS[`${key} ${base.name}`];
  const schema = (base.schema ?? {}) as { default?: unknown };
  const current = (now?.schema ?? {}) as { default?: unknown; enum?: unknown[] };
  if (!change || schema.default !== change.from || current.default !== change.to || !current.enum?.includes(change.from)) return base;
  return { ...base, schema: { ...schema, default: change.to } };
}

type Mode = 'request' | 'response';
/**
 * Whether `now` still accepts (request) or still promises (response) everything `base` did: same types, every old
 * property kept, enums only grown; a request may not require a new field, an answer may add fields.
 */
function covers(base: unknown, now: unknown, mode: Mode, where: string): string[] {
  if (base === null || typeof base !== 'object')
    return Object.is(base, now) ? [] : [`${where}: ${JSON.stringify(base)} → ${JSON.stringify(now)}`];
  if (now === null || typeof now !== 'object') return [`${where}: missing`];
  if (Array.isArray(base)) {
    if (!Array.isArray(now) || now.length !== base.length) return [`${where}: ${JSON.stringify(base)} → ${JSON.stringify(now)}`];
    return base.flatMap((item, i) => covers(item, now[i], mode, `${where}[${i}]`));
  }
  const b = base as Record<string, unknown>;
  const n = now as Record<string, unknown>;
  const problems: string[] = [];
  for (const key of Object.keys(b)) {
    const at = `${where}.${key}`;
    if (key === 'description' || key === 'summary') continue;
    if (key === 'enum') {
      const missing = (b.enum as unknown[]).filter((value) => !((n.enum as unknown[] | undefined) ?? []).includes(value));
      if (missing.length) problems.push(`${at}: lost ${JSON.stringify(missing)}`);
    } else if (key === 'required' && Array.isArray(b.required)) {
      const was = new Set(b.required as string[]);
      const is = new Set((n.required as string[] | undefined) ?? []);
      if (mode === 'response') for (const name of was) if (!is.has(name)) problems.push(`${at}: ${name} no longer always answered`);
      if (mode === 'request') for (const name of is) if (!was.has(name)) problems.push(`${at}: ${name} newly required`);
    } else if (key === 'properties') {
      const props = (n.properties ?? {}) as Record<string, unknown>;
      for (const [name, schema] of Object.entries(b.properties as Record<string, unknown>))
        problems.push(...covers(schema, props[name], mode, `${at}.${name}`));
    } else problems.push(...covers(b[key], n[key], mode, at));
  }
  return problems;
}

let t: TestApp;
let current: Doc;
beforeAll(async () => {
  ({ t } = await createAuthTestApp({ videos: 200 }));
  // The public document and the admin one (signed-in admins only) together must cover the baseline.
  const token = (await signIn(t, await addUser(t))).token;
  const publicDoc = JSON.parse((await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).body) as Doc;
  const adminDoc = JSON.parse((await t.app.inject({ method: 'GET', url: '/api/admin/openapi.json', headers: bearer(token) })).body) as Doc;
  const overlap = Object.keys(publicDoc.paths).filter((path) => path in adminDoc.paths);
  if (overlap.length) throw new Error(`in both documents: ${overlap.join(', ')}`);
  current = { paths: { ...publicDoc.paths, ...adminDoc.paths } };
});
afterAll(() => t?.close());

const operations = (doc: Doc) =>
  Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ key: `${method.toUpperCase()} ${path}`, op })),
  );

describe('OpenAPI document compared with the baseline', () => {
  for (const { key, op } of operations(baseline)) {
    it(`${key} keeps its shape`, () => {
      if (ACCEPTED_CHANGES[key]) return;
      const [method, path] = key.split(' ') as [string, string];
      const now = current.paths[path]?.[method.toLowerCase()];
      expect(now, `${key} is missing`).toBeDefined();
      for (const param of op.parameters ?? []) {
        const same = now!.parameters?.find((p) => p.name === param.name && p.in === param.in);
        expect(covers(respelled(key, param, same), same, 'request', param.name), `${key}: parameter ${param.name}`).toEqual([]);
      }
      for (const param of now!.parameters ?? []) {
        if (!op.parameters?.some((p) => p.name === param.name && p.in === param.in))
          expect(param.required ?? false, `${key}: new required ${param.name}`).toBe(false);
      }
      expect(covers(op.requestBody ?? null, now!.requestBody ?? null, 'request', 'body'), `${key}: request body`).toEqual([]);
      for (const [status, response] of Object.entries(op.responses)) {
        if (!status.startsWith('2')) continue;
        expect(covers(response, now!.responses[status], 'response', status), `${key}: ${status} answer`).toEqual([]);
      }
    });
  }
});

describe('the comparison itself', () => {
  it('a respelled default passes only while the old spelling is still accepted', () => {
    const base = { name: 'sort', in: 'query', schema: { type: 'string', default: 'latest', enum: ['latest', 'views'] } };
    const kept = { ...base, schema: { type: 'string', default: 'upload_date', enum: ['upload_date', 'view_count', 'latest', 'views'] } };
    const dropped = { ...base, schema: { type: 'string', default: 'upload_date', enum: ['upload_date', 'view_count', 'views'] } };
    expect(covers(respelled('GET /api/videos', base, kept), kept, 'request', 'sort')).toEqual([]);
    expect(covers(respelled('GET /api/videos', base, dropped), dropped, 'request', 'sort')).not.toEqual([]);
    expect(covers(respelled('GET /api/keywords', base, kept), kept, 'request', 'sort')).not.toEqual([]);
  });

  const answer = { type: 'object', properties: { id: { type: 'integer' }, kind: { enum: ['a', 'b'] } }, required: ['id'] };
  it('accepts additions: a new field, a grown enum', () => {
    const grown = { ...answer, properties: { ...answer.properties, extra: { type: 'string' }, kind: { enum: ['a', 'b', 'c'] } } };
    expect(covers(answer, grown, 'response', 'r')).toEqual([]);
  });
  it('refuses removals and changes: a lost field, a changed type, a lost enum value, a newly required request field', () => {
    expect(covers(answer, { ...answer, properties: { kind: answer.properties.kind } }, 'response', 'r')).not.toEqual([]);
    expect(covers(answer, { ...answer, properties: { ...answer.properties, id: { type: 'string' } } }, 'response', 'r')).not.toEqual([]);
    expect(covers(answer, { ...answer, properties: { ...answer.properties, kind: { enum: ['a'] } } }, 'response', 'r')).not.toEqual([]);
    expect(covers(answer, { ...answer, required: ['id', 'kind'] }, 'request', 'r')).not.toEqual([]);
  });
});
