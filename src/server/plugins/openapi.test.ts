import { Ajv } from 'ajv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertVideo } from '../test-support/fixtures.ts';
import type { TestApp } from '../test-support/test-app.ts';
import { addUser, bearer, createAuthTestApp, signIn } from '../test-support/auth-test-helpers.ts';

type Operation = {
  security?: Record<string, string[]>[];
  responses: Record<string, { description: string; content?: Record<string, { schema: unknown }>; headers?: Record<string, unknown> }>;
};
type Doc = {
  info: { title: string };
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown>; securitySchemes: Record<string, Record<string, string>> };
  tags?: { name: string }[];
};

let t: TestApp;
let adminToken: string;
let userToken: string;
let publicDoc: Doc;
let adminDoc: Doc;
beforeAll(async () => {
  ({ t } = await createAuthTestApp());
  adminToken = (await signIn(t, await addUser(t))).token;
  // Signed in as admin, then demoted behind the app's back (only admins can sign in at all).
  const demoted = await addUser(t);
  userToken = (await signIn(t, demoted)).token;
  await t.ctx.db.updateTable('admin_users').set({ role: 'viewer' }).where('id', '=', demoted.id).execute();
  publicDoc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as Doc;
  adminDoc = (await t.app.inject({ method: 'GET', url: '/api/admin/openapi.json', headers: bearer(adminToken) })).json() as Doc;
});
afterAll(() => t?.close());

const operations = (doc: Doc) =>
  Object.entries(doc.paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => ({ path, method, op })));

// The one document listed every admin route to anyone.
describe('public and admin API documents', () => {
  it('the public document (and the docs page) lists no admin route', async () => {
    expect(Object.keys(publicDoc.paths).length).toBeGreaterThan(20);
    expect(Object.keys(publicDoc.paths).filter((path) => path.startsWith('/api/admin'))).toEqual([]);
    expect(publicDoc.tags?.map((tag) => tag.name).filter((name) => name.startsWith('관리'))).toEqual([]);
    const docsPage = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(docsPage.statusCode).toBe(200);
    expect(Object.keys((docsPage.json() as Doc).paths).filter((path) => path.startsWith('/api/admin'))).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/api/docs/yaml' })).body).not.toContain('/api/admin');
  });

  it('the admin document is for a signed-in admin only, and lists the admin routes', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/openapi.json' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/openapi.json', headers: bearer(userToken) })).statusCode).toBe(403);
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/openapi.json', headers: bearer(adminToken) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const paths = Object.keys(adminDoc.paths);
    expect(paths.length).toBeGreaterThan(20);
    expect(paths.every((path) => path.startsWith('/api/admin/'))).toBe(true);
    expect(adminDoc.info.title).toContain('관리');
  });

  it('every registered API route is in exactly one of the two documents', () => {
    const documented = new Set([...operations(publicDoc), ...operations(adminDoc)].map((o) => `${o.method.toUpperCase()} ${o.path}`));
    const routes = t.security.routes.filter(
      (route) =>
        route.url.startsWith('/api/') &&
        !['HEAD', 'OPTIONS'].includes(route.method) &&
        !/^\/api\/(docs|openapi\.json|admin\/openapi\.json|\*)/.test(route.url),
    );
    for (const route of routes)
      expect(documented, `${route.method} ${route.url}`).toContain(`${route.method} ${route.url.replace(/:(\w+)/g, '{$1}')}`);
  });
});

// Error answers, the CSRF header and the bearer token were undocumented.
describe('error answers, CSRF and bearer token in the documents', () => {
  it('every operation documents 400, 429 (health probes excepted) and 500 with the ApiError shape; admin ones 401 and 403; writes the CSRF 403', () => {
    expect(publicDoc.components.schemas.ApiError).toMatchObject({ type: 'object', required: ['success', 'error'] });
    for (const doc of [publicDoc, adminDoc]) {
      for (const { path, method, op } of operations(doc)) {
        const label = `${method.toUpperCase()} ${path}`;
        const statuses = Object.keys(op.responses);
        for (const status of ['400', '500', ...(path.startsWith('/api/health') ? [] : ['429'])]) expect(statuses, label).toContain(status);
        expect(op.responses['400']!.content!['application/json']!.schema).toEqual({ $ref: '#/components/schemas/ApiError' });
        if (path.startsWith('/api/admin')) {
          expect(statuses, label).toEqual(expect.arrayContaining(['401', '403']));
          expect(op.security, label).toContainEqual(expect.objectContaining({ bearerAuth: [] }));
        }
        if (method !== 'get') {
          expect(statuses, label).toContain('403');
          expect(
            op.security?.some((scheme) => 'csrfHeader' in scheme),
            label,
          ).toBe(true);
        }
        if (path.includes('{')) expect(statuses, label).toContain('404');
      }
    }
    expect(publicDoc.components.securitySchemes.csrfHeader).toMatchObject({ type: 'apiKey', in: 'header', name: 'X-Requested-With' });
    expect(publicDoc.components.securitySchemes.csrfHeader!.description).toContain('119-admin');
    expect(publicDoc.components.securitySchemes.csrfHeader!.description).toContain('Origin');
    expect(adminDoc.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(publicDoc.paths['/api/videos']!.get!.responses['429']!.headers).toHaveProperty('Retry-After');
  });

  it("a contract's own error answers (409 with its code) are in the document", () => {
    const create = adminDoc.paths['/api/admin/keywords']!.post!;
    expect(create.responses['409']!.description).toContain('KEYWORD_EXISTS');
  });
});

describe('answers validate against their own published schema', () => {
  it('video rows from a channel we do not follow (channel_type null) are allowed by the schema', async () => {
    await insertVideo(t.ctx.db, { title: '팔로하지 않는 채널의 소화기 영상', view_count: 999_999_999 });
    await t.syncCatalogueVersion();
    const ajv = new Ajv({ strict: false, allErrors: true });
    for (const [path, url] of [
      ['/api/videos', '/api/videos?sort=views&limit=5'],
      ['/api/search', `/api/search?q=${encodeURIComponent('팔로하지 않는 채널')}`],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      const rows = (Array.isArray(body.data) ? body.data : body.data.videos) as { channel_type: unknown }[];
      expect(
        rows.some((row) => row.channel_type === null),
        url,
      ).toBe(true);
      const schema = publicDoc.paths[path]!.get!.responses['200']!.content!['application/json']!.schema as object;
      const validate = ajv.compile(schema);
      expect(validate(body) ? [] : validate.errors, url).toEqual([]);
    }
  });
});
