import { Ajv } from 'ajv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../test-support/test-app.ts';
import { addUser, bearer, createAuthTestApp, signIn } from '../test-support/auth-test-helpers.ts';

// Issue 25 item 10: a document a client generator can use — every operation named once, a server, CSV exports as
// text/csv, ETag/If-None-Match/304 where the server does it, X-Session-Id, RateLimit headers, deprecated aliases.
type Json = Record<string, any>;
type Parameter = { name: string; in: string; required?: boolean; deprecated?: boolean; schema?: Json; description?: string };
type Operation = { operationId?: string; parameters?: Parameter[]; responses: Record<string, Json>; deprecated?: boolean };
type Doc = { openapi: string; servers?: { url: string }[]; paths: Record<string, Record<string, Operation>>; components: Json };

let t: TestApp;
let publicDoc: Doc;
let adminDoc: Doc;
beforeAll(async () => {
  ({ t } = await createAuthTestApp({ videos: 120 }));
  const token = (await signIn(t, await addUser(t))).token;
  publicDoc = (await t.app.inject({ url: '/api/openapi.json' })).json() as Doc;
  adminDoc = (await t.app.inject({ url: '/api/admin/openapi.json', headers: bearer(token) })).json() as Doc;
});
afterAll(() => t?.close());

const operations = (doc: Doc) =>
  Object.entries(doc.paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => ({ path, method, op })));
const op = (doc: Doc, method: string, path: string) => doc.paths[path]![method]!;
const param = (o: Operation, name: string, where = 'query') => o.parameters?.find((p) => p.name === name && p.in === where);

describe('operations, servers', () => {
  it('every operation of both documents has an operationId, unique across both, named after its contract', () => {
    const all = [...operations(publicDoc), ...operations(adminDoc)];
    const missing = all.filter(({ op }) => !op.operationId).map(({ method, path }) => `${method} ${path}`);
    expect(missing).toEqual([]);
    const ids = all.map(({ op }) => op.operationId!);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    expect(op(publicDoc, 'get', '/api/videos').operationId).toBe('listVideos');
    expect(op(publicDoc, 'get', '/api/keywords/{slug}/export').operationId).toBe('exportKeywordVideos');
    expect(op(adminDoc, 'post', '/api/admin/keywords').operationId).toBe('createAdminKeyword');
  });

  it('both documents name their server', () => {
    for (const doc of [publicDoc, adminDoc]) expect(doc.servers?.[0]?.url).toBe('/');
  });
});

describe('answers that are not plain JSON', () => {
  it('the CSV exports declare a text/csv body with its file name header', () => {
    for (const [doc, path] of [
      [publicDoc, '/api/keywords/{slug}/export'],
      [publicDoc, '/api/kits/{slug}/export'],
      [adminDoc, '/api/admin/keywords/export'],
    ] as const) {
      const ok = op(doc, 'get', path).responses['200']!;
      expect(Object.keys(ok.content), path).toEqual(['text/csv']);
      expect(ok.content['text/csv'].schema).toEqual({ type: 'string' });
      expect(ok.headers, path).toHaveProperty('Content-Disposition');
    }
  });

  it('each operation that answers with an ETag says so (ETag, If-None-Match, 304), and the server does it', async () => {
    const cached = operations(publicDoc).filter(({ op }) => op.responses['304']);
    expect(cached.length).toBeGreaterThan(15);
    for (const { path, op: o } of cached) {
      expect(param(o, 'If-None-Match', 'header'), path).toBeDefined();
      expect(o.responses['200']!.headers, path).toHaveProperty('ETag');
    }
    // What the document promises, the server does — and what it leaves out, the server does not do.
    for (const url of ['/api/videos?limit=2', '/api/keywords?limit=2', '/api/categories']) {
      const first = await t.app.inject({ url });
      expect(first.headers.etag, url).toBeDefined();
      expect((await t.app.inject({ url, headers: { 'if-none-match': String(first.headers.etag) } })).statusCode).toBe(304);
    }
  });

  it('the contracts that declare an ETag are exactly the routes answered through the response cache', async () => {
    const { readFileSync, readdirSync } = await import('node:fs');
    const contracts = (await import('../../shared/api/index.ts')) as Record<string, unknown>;
    const modules = new URL('../modules/', import.meta.url);
    const cachedRoutes = readdirSync(modules, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.routes.ts'))
      .flatMap((file) =>
        readFileSync(new URL(file, modules), 'utf8')
          .split(/registerEndpoint\(\s*app,\s*/)
          .slice(1)
          .filter((part) => /replyCached|sendCached|replyDocument|sendEncoded/.test(part))
          .map((part) => /^\w+/.exec(part)![0]),
      );
    const declared = Object.entries(contracts)
      .filter(([, spec]) => (spec as { etag?: boolean } | null)?.etag === true)
      .map(([name]) => name);
    expect(cachedRoutes.length).toBeGreaterThan(20);
    expect([...declared].sort()).toEqual([...new Set(cachedRoutes)].sort());
  });
});

describe('headers', () => {
  it('X-Session-Id is a documented optional header on public operations (not the health probes, not admin ones)', () => {
    for (const { path, op: o } of operations(publicDoc)) {
      const header = param(o, 'X-Session-Id', 'header');
      if (path.startsWith('/api/health')) expect(header, path).toBeUndefined();
      else expect(header, path).toMatchObject({ required: false, schema: { type: 'string' } });
    }
    for (const { op: o } of operations(adminDoc)) expect(param(o, 'X-Session-Id', 'header')).toBeUndefined();
  });

  it('RateLimit-Limit, -Remaining and -Reset are documented on limited answers and on 429 (with Retry-After)', () => {
    const headers = publicDoc.components.headers as Json;
    for (const name of ['RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset']) expect(headers).toHaveProperty(name);
    const videos = op(publicDoc, 'get', '/api/videos');
    expect(Object.keys(videos.responses['200']!.headers)).toEqual(
      expect.arrayContaining(['RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset']),
    );
    expect(Object.keys(videos.responses['429']!.headers)).toEqual(
      expect.arrayContaining(['Retry-After', 'RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset']),
    );
    expect(op(publicDoc, 'get', '/api/health/live').responses['200']!.headers ?? {}).not.toHaveProperty('RateLimit-Limit');
  });

  it('the CSRF header and the bearer token are documented and required where the server requires them', () => {
    expect(adminDoc.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(adminDoc.components.securitySchemes.csrfHeader).toMatchObject({ type: 'apiKey', in: 'header', name: 'X-Requested-With' });
    const create = op(adminDoc, 'post', '/api/admin/keywords') as Operation & { security: Json[] };
    expect(create.security).toContainEqual({ bearerAuth: [], csrfHeader: [] });
  });
});

describe('the sorting convention in the document (ADR 0038)', () => {
  it('sort lists the field names first and the old spellings as deprecated values; search has sort, with sortBy deprecated', () => {
    const sort = param(op(publicDoc, 'get', '/api/videos'), 'sort')!;
    expect(sort.schema!.enum).toEqual(['upload_date', 'view_count', 'like_count', 'latest', 'views', 'likes', 'popular']);
    expect(sort.schema!.default).toBe('upload_date');
    expect(sort.schema!['x-deprecated-values']).toEqual(['latest', 'views', 'likes', 'popular']);
    expect(sort.description).toContain('deprecated');
    expect(param(op(publicDoc, 'get', '/api/videos'), 'order')!.schema!.enum).toEqual(['asc', 'desc']);
    const search = op(publicDoc, 'get', '/api/search');
    expect(param(search, 'sort')).toBeDefined();
    expect(param(search, 'sortBy')).toMatchObject({ deprecated: true });
    for (const path of ['/api/admin/videos', '/api/admin/keywords', '/api/admin/channels', '/api/admin/videos/deleted']) {
      const o = adminDoc.paths[path]?.get;
      if (!o) continue;
      expect(param(o, 'order'), path).toBeDefined();
      expect(param(o, 'sort')!.schema!['x-deprecated-values'], path).toBeDefined();
    }
  });

  it('the keyword videos answer pagination at the top; data.pagination is marked deprecated', () => {
    const schema = op(publicDoc, 'get', '/api/keywords/{slug}/videos').responses['200']!.content['application/json'].schema;
    expect(schema.required).toContain('pagination');
    expect(schema.properties.data.properties.pagination.deprecated).toBe(true);
  });
});

describe('the document is valid OpenAPI 3.0', () => {
  // No OpenAPI validator package is installed; ajv checks the document against the parts of the OpenAPI 3.0 schema
  // this API uses (operation, parameter, response, header, media type), every $ref, and every schema object.
  const ref = { type: 'object', required: ['$ref'], properties: { $ref: { type: 'string', pattern: '^#/' } } };
  const header = {
    type: 'object',
    additionalProperties: false,
    patternProperties: { '^x-': {} },
    properties: {
      description: { type: 'string' },
      required: { type: 'boolean' },
      deprecated: { type: 'boolean' },
      schema: { type: 'object' },
      example: {},
    },
  };
  const media = { type: 'object', properties: { schema: { type: 'object' } } };
  const response = {
    type: 'object',
    required: ['description'],
    additionalProperties: false,
    patternProperties: { '^x-': {} },
    properties: {
      description: { type: 'string' },
      headers: { type: 'object', additionalProperties: { anyOf: [ref, header] } },
      content: { type: 'object', additionalProperties: media },
    },
  };
  const parameter = {
    type: 'object',
    required: ['name', 'in'],
    additionalProperties: false,
    properties: {
      name: { type: 'string' },
      in: { enum: ['query', 'header', 'path', 'cookie'] },
      description: { type: 'string' },
      required: { type: 'boolean' },
      deprecated: { type: 'boolean' },
      schema: { type: 'object' },
      style: { type: 'string' },
      explode: { type: 'boolean' },
    },
    if: { properties: { in: { const: 'path' } } },
    then: { required: ['required'], properties: { required: { const: true } } },
  };
  const operation = {
    type: 'object',
    required: ['responses', 'operationId'],
    additionalProperties: false,
    patternProperties: { '^x-': {} },
    properties: {
      tags: { type: 'array', items: { type: 'string' } },
      summary: { type: 'string' },
      description: { type: 'string' },
      operationId: { type: 'string', minLength: 1 },
      parameters: { type: 'array', items: parameter },
      requestBody: { type: 'object', required: ['content'] },
      responses: { type: 'object', minProperties: 1, additionalProperties: false, patternProperties: { '^[1-5][0-9][0-9]$': response } },
      deprecated: { type: 'boolean' },
      security: { type: 'array', items: { type: 'object', additionalProperties: { type: 'array' } } },
    },
  };
  const document = {
    type: 'object',
    required: ['openapi', 'info', 'paths', 'servers'],
    properties: {
      openapi: { type: 'string', pattern: '^3\\.0\\.\\d+$' },
      info: { type: 'object', required: ['title', 'version'] },
      servers: { type: 'array', minItems: 1, items: { type: 'object', required: ['url'], properties: { url: { type: 'string' } } } },
      paths: {
        type: 'object',
        additionalProperties: false,
        patternProperties: {
          '^/': { type: 'object', additionalProperties: false, patternProperties: { '^(get|put|post|delete|patch)$': operation } },
        },
      },
      components: {
        type: 'object',
        properties: {
          headers: { type: 'object', additionalProperties: header },
          schemas: { type: 'object' },
          securitySchemes: { type: 'object' },
        },
      },
    },
  };

  const refsOf = (node: unknown, out: string[] = []): string[] => {
    if (Array.isArray(node)) node.forEach((item) => refsOf(item, out));
    else if (node && typeof node === 'object')
      for (const [key, value] of Object.entries(node)) {
        if (key === '$ref' && typeof value === 'string') out.push(value);
        else refsOf(value, out);
      }
    return out;
  };
  const resolve = (doc: Doc, pointer: string) =>
    pointer
      .slice(2)
      .split('/')
      .reduce<any>((node, part) => node?.[part.replace(/~1/g, '/').replace(/~0/g, '~')], doc);

  it('the public and the admin document pass the structural schema, every $ref resolves, every schema compiles', () => {
    const ajv = new Ajv({ strict: false, allErrors: true });
    const validate = ajv.compile(document);
    for (const doc of [publicDoc, adminDoc]) {
      expect(validate(doc) ? [] : validate.errors?.slice(0, 5)).toEqual([]);
      expect(refsOf(doc).filter((pointer) => resolve(doc, pointer) === undefined)).toEqual([]);
      for (const { path, method, op: o } of operations(doc)) {
        const schemas = [
          ...(o.parameters ?? []).map((p) => p.schema),
          ...Object.values(o.responses).flatMap((r) => Object.values(r.content ?? {}).map((m: any) => m.schema)),
        ].filter(Boolean);
        for (const schema of schemas) expect(ajv.validateSchema(schema as object), `${method} ${path}`).toBe(true);
      }
    }
  });
});
