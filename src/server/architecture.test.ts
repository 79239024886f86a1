// One file on purpose: every planted mistake runs through one ESLint instance of the project's own config (ADR 0025).
import { rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The rules of docs/ARCHITECTURE.md, checked the way `npm run lint` checks them: ESLint (the project's own config)
// lints small, deliberately broken files as if they stood at their paths in the tree, and must report each one with
// the rule that guards it. Well-behaved twins of some of them must pass, so a rule that fires on everything cannot pass
// either. The fourteen mistakes of issue 19's review are marked "mistake N"; 9–14 are the six lint used to miss.
const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const PROBE = 'zz-architecture-probe';

interface Probe {
  name: string;
  path: string;
  code: string;
  /** The rule expected to report it; null: a correct file that no architecture rule may report. */
  rule: string | null;
  /** Written into the tree while lint runs (a cycle needs both files on disk); the others are linted as text. */
  onDisk?: true;
}

const ZONES = 'import-x/no-restricted-paths';
const IMPORTS = 'no-restricted-imports';
const TYPE_IMPORTS = '@typescript-eslint/no-restricted-imports';
const SYNTAX = 'no-restricted-syntax';
const AREAS = 'house/no-cross-area-imports';
const CYCLE = 'import-x/no-cycle';

const probes: Probe[] = [
  {
    name: 'mistake 1: a route file importing a repository',
    path: `src/server/modules/admin/${PROBE}.routes.ts`,
    code: `import { listAdminUsers } from '../../../db/repositories/admin-users.repo.ts';\nexport const probe = listAdminUsers;\n`,
    rule: IMPORTS,
  },
  {
    name: 'mistake 2: a route file importing kysely',
    path: `src/server/modules/sync/${PROBE}.routes.ts`,
    code: `import { sql } from 'kysely';\nexport const probe = sql;\n`,
    rule: IMPORTS,
  },
  {
    name: "mistake 3: a route file with a hand-typed '/api/…' path",
    path: `src/server/modules/curation/${PROBE}-path.routes.ts`,
    code: `export const probe = '/api/admin/curation';\n`,
    rule: SYNTAX,
  },
  {
    name: 'mistake 4: core importing a module',
    path: `src/server/core/${PROBE}.ts`,
    code: `import { AdminService } from '../modules/admin/admin.service.ts';\nexport const probe = AdminService;\n`,
    rule: ZONES,
  },
  {
    name: 'core importing a plugin',
    path: `src/server/core/${PROBE}-plugin.ts`,
    code: `import { registerNulGuard } from '../plugins/nul-guard.ts';\nexport const probe = registerNulGuard;\n`,
    rule: ZONES,
  },
  {
    name: 'mistake 5: a plugin importing a module',
    path: `src/server/plugins/${PROBE}.ts`,
    code: `import { SessionService } from '../modules/auth/sessions.ts';\nexport const probe = SessionService;\n`,
    rule: ZONES,
  },
  {
    name: 'mistake 6: a module importing another module',
    path: `src/server/modules/admin/${PROBE}.ts`,
    code: `import { SessionService } from '../auth/sessions.ts';\nexport const probe = SessionService;\n`,
    rule: ZONES,
  },
  {
    name: 'mistake 7: the server importing src/sync past its index',
    path: `src/server/modules/sync/${PROBE}.ts`,
    code: `import { getJob } from '../../../sync/jobs/job-store.ts';\nexport const probe = getJob;\n`,
    rule: ZONES,
  },
  // The six lint used to miss.
  {
    name: 'mistake 9: a service writing SQL with kysely’s sql tag',
    path: `src/server/modules/videos/${PROBE}-sql.service.ts`,
    code: `import { sql, type Kysely } from 'kysely';\nimport type { Database } from '../../../db/schema.ts';\nexport const probe = (db: Kysely<Database>) => sql\`SELECT 1\`.execute(db);\n`,
    rule: SYNTAX,
  },
  {
    name: 'mistake 9: a service building a query through ctx.db',
    path: `src/server/modules/videos/${PROBE}-query.service.ts`,
    code: `import type { AppContext } from '../../core/context.ts';\nexport const probe = (ctx: AppContext) => ctx.db.selectFrom('videos').selectAll().execute();\n`,
    rule: SYNTAX,
  },
  {
    name: 'mistake 9: a non-service module file writing an update',
    path: `src/server/modules/videos/${PROBE}-update.ts`,
    code: `import type { AppContext } from '../../core/context.ts';\nexport const probe = (ctx: AppContext) => ctx.db.updateTable('videos').set({ title: '' }).execute();\n`,
    rule: SYNTAX,
  },
  {
    name: 'mistake 10: a route file querying through ctx.db',
    path: `src/server/modules/videos/${PROBE}-db.routes.ts`,
    code: `import type { AppContext } from '../../core/context.ts';\nexport const probe = (ctx: AppContext) => ctx.db.selectFrom('videos').selectAll().execute();\n`,
    rule: SYNTAX,
  },
  {
    name: 'mistake 10: a route file taking the database out of the context',
    path: `src/server/modules/videos/${PROBE}-db-pattern.routes.ts`,
    code: `import type { AppContext } from '../../core/context.ts';\nexport const probe = ({ db }: AppContext) => db;\n`,
    rule: SYNTAX,
  },
  {
    name: 'mistake 11: a route file with a path in a template literal',
    path: `src/server/modules/videos/${PROBE}-template.routes.ts`,
    code: 'export const probe = (id: number) => `/api/videos/${id}`;\n',
    rule: SYNTAX,
  },
  {
    name: "mistake 12: a web file joining a '/api' constant and a path",
    path: `src/web/lib/${PROBE}-base.ts`,
    code: `const BASE = '/api';\nexport const probe = () => fetch(BASE + '/videos');\n`,
    rule: SYNTAX,
  },
  {
    name: 'mistake 12: a web file building a path from the shared API base',
    path: `src/web/features/home/${PROBE}-base.ts`,
    code: "import { API_BASE } from '../../../shared/url/api-url.ts';\nexport const probe = () => fetch(`${API_BASE}/videos`);\n",
    rule: SYNTAX,
  },
  {
    name: "mistake 12: a shared constant holding '/api' for the web to build on",
    path: `src/shared/constants/${PROBE}-base.ts`,
    code: `export const API = '/api';\n`,
    rule: SYNTAX,
  },
  {
    name: 'mistake 13: one admin area importing another',
    path: `src/web/admin/features/${PROBE}-a/Page.tsx`,
    code: `import { Picker } from '../${PROBE}-b/Picker.tsx';\nexport const probe = Picker;\n`,
    rule: AREAS,
  },
  {
    name: 'mistake 13: a nested admin file importing another area',
    path: `src/web/admin/features/${PROBE}-a/parts/Row.tsx`,
    code: `export { Picker } from '../../${PROBE}-b/Picker.tsx';\n`,
    rule: AREAS,
  },
  {
    name: 'mistake 14: a service taking the Fastify request',
    path: `src/server/modules/videos/${PROBE}-request.service.ts`,
    code: `import type { FastifyRequest } from 'fastify';\nexport const probe = (request: FastifyRequest) => request.ip;\n`,
    rule: TYPE_IMPORTS,
  },
  {
    name: 'an import cycle',
    path: `src/server/core/${PROBE}-cycle-a.ts`,
    code: `import { b } from './${PROBE}-cycle-b.ts';\nexport const a = () => b;\n`,
    rule: CYCLE,
    onDisk: true,
  },
  {
    name: 'an import cycle (the other half)',
    path: `src/server/core/${PROBE}-cycle-b.ts`,
    code: `import { a } from './${PROBE}-cycle-a.ts';\nexport const b = () => a;\n`,
    rule: CYCLE,
    onDisk: true,
  },
  // More of what lint held before.
  {
    name: 'the CLI importing src/sync past its index',
    path: `src/server/cli/${PROBE}.ts`,
    code: `import { createSyncEngine } from '../../sync/engine.ts';\nexport const probe = createSyncEngine;\n`,
    rule: ZONES,
  },
  {
    name: 'src/sync importing the server',
    path: `src/sync/${PROBE}.ts`,
    code: `import { ApiError } from '../server/core/errors.ts';\nexport const probe = ApiError;\n`,
    rule: IMPORTS,
  },
  {
    name: 'mistake 8: a web feature importing another feature',
    path: `src/web/features/search/${PROBE}.ts`,
    code: `import { HomeHero } from '../home/HomePage.tsx';\nexport const probe = HomeHero;\n`,
    rule: ZONES,
  },
  {
    name: 'a web feature importing app/',
    path: `src/web/features/search/${PROBE}-app.ts`,
    code: `import { createAppRouter } from '../../app/router.tsx';\nexport const probe = createAppRouter;\n`,
    rule: ZONES,
  },
  {
    name: 'web data access importing a feature',
    path: `src/web/api/${PROBE}.ts`,
    code: `import { Component } from '../features/home/HomePage.tsx';\nexport const probe = Component;\n`,
    rule: ZONES,
  },
  {
    name: "a web file with a hand-typed '/api/…' path",
    path: `src/web/lib/${PROBE}-path.ts`,
    code: 'export const probe = (id: number) => `/api/admin/users/${id}`;\n',
    rule: SYNTAX,
  },
  {
    name: 'a web file importing zod as a value',
    path: `src/web/lib/${PROBE}-zod.ts`,
    code: `import { z } from 'zod';\nexport const probe = z.string();\n`,
    rule: TYPE_IMPORTS,
  },
  {
    name: 'a web file importing a contract as a value',
    path: `src/web/lib/${PROBE}-contract.ts`,
    code: `import { listAdminUsers } from '../../shared/api/admin.ts';\nexport const probe = listAdminUsers;\n`,
    rule: TYPE_IMPORTS,
  },
  {
    name: 'the web importing the server',
    path: `src/web/lib/${PROBE}-server.ts`,
    code: `import { ApiError } from '../../server/core/errors.ts';\nexport const probe = ApiError;\n`,
    rule: IMPORTS,
  },
  // Correct twins: the same intentions done the allowed way.
  {
    name: 'a route file using a contract, core and its own service',
    path: `src/server/modules/admin/${PROBE}-ok.routes.ts`,
    code: `import { listAdminUsers } from '../../../shared/api/admin.ts';\nimport { actorOf } from '../../core/actor.ts';\nimport { UsersService } from './users.service.ts';\nexport const probe = [listAdminUsers, actorOf, UsersService];\n`,
    rule: null,
  },
  {
    name: 'a module using src/sync through its index',
    path: `src/server/modules/sync/${PROBE}-ok.ts`,
    code: `import { getJob, type SyncJobRow } from '../../../sync/index.ts';\nexport const probe: [typeof getJob, SyncJobRow | null] = [getJob, null];\n`,
    rule: null,
  },
  {
    name: 'a service holding Kysely types and calling a repository',
    path: `src/server/modules/admin/${PROBE}-ok.service.ts`,
    code: `import type { Kysely } from 'kysely';\nimport type { Database } from '../../../db/schema.ts';\nimport { countAdminUsers } from '../../../db/repositories/admin-users.repo.ts';\nimport type { Actor } from '../../core/actor.ts';\nexport const probe = (db: Kysely<Database>, _actor: Actor) => db.transaction().execute((trx) => countAdminUsers(trx));\n`,
    rule: null,
  },
  {
    name: 'an admin area using its own files and the shared admin widgets',
    path: `src/web/admin/features/${PROBE}-b/Picker.tsx`,
    code: `import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';\nimport { rows } from './rows.ts';\nexport const Picker = [ConfirmDialog, rows];\n`,
    rule: null,
  },
  {
    name: 'a web feature using the endpoint table, zod-free constants and types only',
    path: `src/web/admin/features/users/${PROBE}-ok.ts`,
    code: `import type { z } from 'zod';\nimport type { AdminUser } from '../../../../shared/api/admin.ts';\nimport { listAdminUsers } from '../../../../shared/api/endpoints.ts';\nimport { ADMIN_BASE } from '../../../../shared/constants/admin.ts';\nimport { callAdmin } from '../../../api/admin-client.ts';\nexport type Probe = [AdminUser, z.ZodType];\nexport const probe = () => callAdmin(listAdminUsers, {}).then(() => ADMIN_BASE);\n`,
    rule: null,
  },
];

const ARCHITECTURE_RULES = new Set([ZONES, IMPORTS, TYPE_IMPORTS, SYNTAX, AREAS, CYCLE]);
let results: Map<string, ESLint.LintResult>;

// Only the cycle's two files are written (into a folder that exists), so other tests reading the tree meanwhile
// (the measures, the requirement IDs) meet as little as possible; they skip the probe's name anyway.
const onDisk = probes.filter((probe) => probe.onDisk);
const removeProbes = () => onDisk.forEach((probe) => rmSync(join(root, probe.path), { force: true }));

beforeAll(async () => {
  results = new Map();
  for (const probe of onDisk) writeFileSync(join(root, probe.path), probe.code);
  try {
    const eslint = new ESLint({ cwd: root });
    for (const probe of probes) {
      const [result] = probe.onDisk
        ? await eslint.lintFiles([probe.path])
        : await eslint.lintText(probe.code, { filePath: join(root, probe.path) });
      if (result) results.set(relative(root, result.filePath), result);
    }
  } finally {
    removeProbes();
  }
}, 120_000);

afterAll(removeProbes);

describe('the import rules, enforced by lint', () => {
  for (const probe of probes) {
    it(probe.rule ? `reports ${probe.name} (${probe.rule})` : `accepts ${probe.name}`, () => {
      const result = results.get(probe.path);
      expect(result, `${probe.path} was not linted`).toBeDefined();
      const reported = result!.messages.map((message) => message.ruleId ?? message.message);
      if (probe.rule) expect(reported).toContain(probe.rule);
      else
        expect(
          reported.filter((rule) => ARCHITECTURE_RULES.has(rule)),
          JSON.stringify(result!.messages),
        ).toEqual([]);
    });
  }
});

// The web's floors (eslint.config.js `webZones`): admin areas never import each other, the shell or public code;
// admin components, public components, api and lib never import a floor above them; the public app reaches the
// admin area only through its lazy entry. Self-contained: its own probes, linted in one pass.
describe('the web floors, enforced by lint', () => {
  const WEB_PROBE = 'zz-web-floors-probe';
  const RULE = 'import-x/no-restricted-paths';
  const webProbes: Probe[] = [
    {
      name: 'an admin area importing another admin area',
      path: `src/web/admin/features/videos/${WEB_PROBE}.ts`,
      code: `import { CurationCard } from '../curation/CurationCard.tsx';\nexport const probe = CurationCard;\n`,
      rule: RULE,
    },
    {
      name: 'an admin area loading another area lazily',
      path: `src/web/admin/features/workflow/${WEB_PROBE}-lazy.ts`,
      code: `export const probe = () => import('../keywords/KeywordsPage.tsx');\n`,
      rule: RULE,
    },
    {
      name: 'an admin area importing the shell',
      path: `src/web/admin/features/users/${WEB_PROBE}-shell.ts`,
      code: `import { ADMIN_PAGES } from '../../shell/admin-pages.ts';\nexport const probe = ADMIN_PAGES;\n`,
      rule: RULE,
    },
    {
      name: 'an admin area importing a public feature',
      path: `src/web/admin/features/channels/${WEB_PROBE}-public.ts`,
      code: `import { ChannelCard } from '../../../features/channels/ChannelCard.tsx';\nexport const probe = ChannelCard;\n`,
      rule: RULE,
    },
    {
      name: 'admin components importing an admin area',
      path: `src/web/admin/components/${WEB_PROBE}.ts`,
      code: `import { UserCard } from '../features/users/UserCard.tsx';\nexport const probe = UserCard;\n`,
      rule: RULE,
    },
    {
      name: 'admin components importing the shell',
      path: `src/web/admin/components/${WEB_PROBE}-shell.ts`,
      code: `import { NoticeRegion } from '../shell/layout/NoticeRegion.tsx';\nexport const probe = NoticeRegion;\n`,
      rule: RULE,
    },
    {
      name: 'the admin shell importing a public feature',
      path: `src/web/admin/shell/${WEB_PROBE}.ts`,
      code: `import { Component } from '../../features/home/HomePage.tsx';\nexport const probe = Component;\n`,
      rule: RULE,
    },
    {
      name: 'a public feature importing admin code',
      path: `src/web/features/home/${WEB_PROBE}.ts`,
      code: `import { ConfirmDialog } from '../../admin/components/ConfirmDialog.tsx';\nexport const probe = ConfirmDialog;\n`,
      rule: RULE,
    },
    {
      name: 'app/ importing the admin area past its lazy entry',
      path: `src/web/app/${WEB_PROBE}.ts`,
      code: `import { ADMIN_PAGES } from '../admin/shell/admin-pages.ts';\nexport const probe = ADMIN_PAGES;\n`,
      rule: RULE,
    },
    {
      name: 'shared web components importing admin code',
      path: `src/web/components/ui/${WEB_PROBE}.ts`,
      code: `import { notify } from '../../admin/components/notices.ts';\nexport const probe = notify;\n`,
      rule: RULE,
    },
    {
      name: 'web data access importing a component (upward)',
      path: `src/web/api/${WEB_PROBE}.ts`,
      code: `import { Spinner } from '../components/ui/Spinner.tsx';\nexport const probe = Spinner;\n`,
      rule: RULE,
    },
    {
      name: 'lib importing web data access (upward)',
      path: `src/web/lib/${WEB_PROBE}.ts`,
      code: `import { callPublic } from '../api/public-client.ts';\nexport const probe = callPublic;\n`,
      rule: RULE,
    },
    // Correct twins.
    {
      name: 'an admin area using admin components, the shared web floors and its own files',
      path: `src/web/admin/features/videos/${WEB_PROBE}-ok.ts`,
      code: `import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';\nimport { notify } from '../../components/notices.ts';\nimport { Spinner } from '../../../components/ui/Spinner.tsx';\nimport { useDebouncedValue } from '../../../lib/hooks.ts';\nimport { callAdmin } from '../../../api/admin-client.ts';\nimport { videosHref } from './videos-params.ts';\nexport const probe = [ConfirmDialog, notify, Spinner, useDebouncedValue, callAdmin, videosHref];\n`,
      rule: null,
    },
    {
      name: 'the admin shell loading an area lazily and using admin components',
      path: `src/web/admin/shell/${WEB_PROBE}-ok.ts`,
      code: `import { notify } from '../components/notices.ts';\nexport const probe = [notify, () => import('../features/users/UsersPage.tsx')];\n`,
      rule: null,
    },
    {
      name: 'app/ loading the admin area through its lazy entry',
      path: `src/web/app/${WEB_PROBE}-ok.ts`,
      code: `export const probe = () => import('../admin/shell/AdminApp.tsx');\n`,
      rule: null,
    },
  ];
  let linted: Map<string, ESLint.LintResult>;

  // Linted as text at their paths, like the probes above: nothing is written into the tree.
  beforeAll(async () => {
    linted = new Map();
    const eslint = new ESLint({ cwd: root });
    for (const probe of webProbes) {
      const [result] = await eslint.lintText(probe.code, { filePath: join(root, probe.path) });
      if (result) linted.set(relative(root, result.filePath), result);
    }
  }, 120_000);

  for (const probe of webProbes) {
    it(probe.rule ? `reports ${probe.name} (${probe.rule})` : `accepts ${probe.name}`, () => {
      const result = linted.get(probe.path);
      expect(result, `${probe.path} was not linted`).toBeDefined();
      const reported = result!.messages.map((message) => message.ruleId ?? message.message);
      if (probe.rule) expect(reported, JSON.stringify(result!.messages)).toContain(probe.rule);
      else
        expect(
          reported.filter((rule) => rule === RULE),
          JSON.stringify(result!.messages),
        ).toEqual([]);
    });
  }
});
