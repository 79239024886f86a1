// Lint: TypeScript rules, Prettier's format (checked by `npm run lint`), and the import rules of
// docs/ARCHITECTURE.md: runtimes import one way, the server's floors (core ← plugins ← modules ← app),
// routes never touch the database, SQL stays in src/db, services never see the request, src/sync only through its
// index, web features (and admin areas) never import each other, API paths only from the contracts, no import cycles.
import importX from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';
import { readdirSync } from 'node:fs';
import house from './eslint/no-cross-area-imports.js';

const dirs = (path) =>
  readdirSync(new URL(path, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

const TESTS = ['**/*.test.ts', '**/*.test.tsx', '**/test-support/**'];

/** One zone list per area; import-x resolves each import to a file, so every spelling of a path is caught. */
const zones = (target, rules) => ({
  files: [target],
  ignores: TESTS,
  plugins: { 'import-x': importX },
  settings: { 'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } } },
  rules: { 'import-x/no-restricted-paths': ['error', { zones: rules }] },
});

const SERVER = './src/server';
const serverModules = dirs('./src/server/modules');
const webFeatures = dirs('./src/web/features');

const SYNC_ONLY_BY_INDEX = {
  target: SERVER,
  from: './src/sync',
  except: ['./index.ts'],
  message: 'src/sync는 src/sync/index.ts로만 씁니다 (동기화 엔진의 공개 면).',
};

const serverZones = [
  // Later blocks replace earlier ones for the same file, so every block repeats the sync rule.
  zones('src/server/*.ts', [SYNC_ONLY_BY_INDEX]),
  zones('src/server/cli/**', [SYNC_ONLY_BY_INDEX]),
  // core is the ground floor: it knows nothing of the pipeline, the features or the app.
  zones('src/server/core/**', [
    {
      target: `${SERVER}/core`,
      from: [`${SERVER}/plugins`, `${SERVER}/modules`, `${SERVER}/cli`, `${SERVER}/app.ts`, `${SERVER}/index.ts`],
      message: 'core는 plugins·modules·app을 가져오지 않습니다 (아래층은 위층을 모릅니다).',
    },
    SYNC_ONLY_BY_INDEX,
  ]),
  // plugins are pipeline stages: they may use core, never a feature.
  zones('src/server/plugins/**', [
    {
      target: `${SERVER}/plugins`,
      from: [`${SERVER}/modules`, `${SERVER}/cli`, `${SERVER}/app.ts`, `${SERVER}/index.ts`],
      message: 'plugins는 core만 가져옵니다 (기능 모듈은 plugins 위층입니다).',
    },
    SYNC_ONLY_BY_INDEX,
  ]),
  // A feature depends on core and its own files, never on another feature's internals.
  ...serverModules.map((name) =>
    zones(`src/server/modules/${name}/**`, [
      {
        target: `${SERVER}/modules/${name}`,
        from: [`${SERVER}/modules`, `${SERVER}/cli`, `${SERVER}/app.ts`, `${SERVER}/index.ts`],
        except: [`./${name}`],
        message: '기능 모듈은 다른 기능 모듈을 가져오지 않습니다. 함께 쓰는 것은 src/server/core로 옮기세요.',
      },
      SYNC_ONLY_BY_INDEX,
    ]),
  ),
];

// The web's floors, top down: main.tsx → app/ → public features/* and the admin shell → admin features/* →
// admin components/ → components/ → api/ → lib/ (→ src/shared). Nothing imports a floor above it, and a feature
// never imports another feature. The public app reaches admin code only through the lazy admin/shell/AdminApp.tsx.
const WEB = './src/web';
const ADMIN = `${WEB}/admin`;
const adminAreas = dirs('./src/web/admin/features');
const ABOVE_FEATURES = [`${WEB}/app`, `${WEB}/main.tsx`];
const ADMIN_ONLY_BY_ENTRY = '관리자 코드는 지연 로딩 입구 admin/shell/AdminApp.tsx로만 들어갑니다.';

const webZones = [
  ...webFeatures.map((name) =>
    zones(`src/web/features/${name}/**`, [
      {
        target: `${WEB}/features/${name}`,
        from: [`${WEB}/features`, ...ABOVE_FEATURES],
        except: [`./${name}`],
        message: '기능(feature)은 다른 기능이나 app/을 가져오지 않습니다. 함께 쓰는 것은 components·lib·api로 옮기세요.',
      },
      { target: `${WEB}/features/${name}`, from: ADMIN, message: `공개 기능은 관리자 코드를 가져오지 않습니다. ${ADMIN_ONLY_BY_ENTRY}` },
    ]),
  ),
  zones('src/web/app/**', [
    { target: `${WEB}/app`, from: `${WEB}/main.tsx`, message: 'app/은 main.tsx를 가져오지 않습니다 (위층).' },
    {
      target: `${WEB}/app`,
      from: ADMIN,
      except: ['./shell/AdminApp.tsx'],
      message: `app/은 관리자 영역을 지연 로딩 입구(admin/shell/AdminApp.tsx)로만 가져옵니다. ${ADMIN_ONLY_BY_ENTRY}`,
    },
  ]),
  // The admin shell (layout, navigation, session, page registry) may load the admin areas and their widgets.
  zones('src/web/admin/shell/**', [
    {
      target: `${ADMIN}/shell`,
      from: [`${WEB}/features`, ...ABOVE_FEATURES],
      message: '관리자 셸은 공개 기능이나 app/을 가져오지 않습니다.',
    },
  ]),
  // An admin area depends on admin components and the shared web floors, never on another area or the shell.
  ...adminAreas.map((name) =>
    zones(`src/web/admin/features/${name}/**`, [
      {
        target: `${ADMIN}/features/${name}`,
        from: `${ADMIN}/features`,
        except: [`./${name}`],
        message: '관리자 영역은 다른 영역을 가져오지 않습니다. 함께 쓰는 것은 admin/components로 옮기세요.',
      },
      {
        target: `${ADMIN}/features/${name}`,
        from: [`${ADMIN}/shell`, `${WEB}/features`, ...ABOVE_FEATURES],
        message: '관리자 영역은 셸·공개 기능·app/을 가져오지 않습니다 (알림·페이지 이름은 admin/components에 있습니다).',
      },
    ]),
  ),
  zones('src/web/admin/components/**', [
    {
      target: `${ADMIN}/components`,
      from: [`${ADMIN}/features`, `${ADMIN}/shell`, `${WEB}/features`, ...ABOVE_FEATURES],
      message: '관리자 공용 위젯(admin/components)은 영역·셸·기능·app/을 가져오지 않습니다.',
    },
  ]),
  zones('src/web/components/**', [
    {
      target: `${WEB}/components`,
      from: [`${WEB}/features`, ADMIN, ...ABOVE_FEATURES],
      message: 'components는 기능 아래층입니다: features·admin·app을 가져오지 않습니다.',
    },
  ]),
  zones('src/web/api/**', [
    {
      target: `${WEB}/api`,
      from: [`${WEB}/components`, `${WEB}/features`, ADMIN, ...ABOVE_FEATURES],
      message: 'api는 components·features·admin·app을 가져오지 않습니다 (lib와 src/shared만).',
    },
  ]),
  zones('src/web/lib/**', [
    {
      target: `${WEB}/lib`,
      from: [`${WEB}/api`, `${WEB}/components`, `${WEB}/features`, ADMIN, ...ABOVE_FEATURES],
      message: 'lib는 웹의 맨 아래층입니다: src/shared만 가져옵니다.',
    },
  ]),
];

const restrict = (patterns, message) => ({
  'no-restricted-imports': ['error', { patterns: [{ group: patterns, message }] }],
});

/** Test files and the helpers tests share (some still sit beside production code). */
const SERVER_TESTS = [...TESTS, '**/*-test-helpers.ts'];

// SQL is the repositories' business (src/db): elsewhere on the server these are the marks of a query.
const SQL_MESSAGE = 'SQL은 src/db/repositories에만 둡니다: 저장소 함수를 만들어 부르세요.';
const NO_SQL = [
  {
    selector:
      "ImportDeclaration[source.value='kysely']:not([importKind='type']) > :matches(ImportSpecifier:not([importKind='type']), ImportDefaultSpecifier, ImportNamespaceSpecifier)",
    message: `kysely에서는 타입만 가져옵니다. ${SQL_MESSAGE}`,
  },
  { selector: "TaggedTemplateExpression[tag.name='sql']", message: SQL_MESSAGE },
  {
    selector: 'CallExpression[callee.property.name=/^(selectFrom|selectNoFrom|insertInto|replaceInto|updateTable|deleteFrom|mergeInto)$/]',
    message: SQL_MESSAGE,
  },
];

// '/api' itself counts: a path built from a base constant ('/api' + '/videos', `${API}/videos`) is still hand-typed.
const API_PATH = /^\/api(\/|\?|$)/.source;
const noApiPaths = (message) => [
  { selector: `Literal[value=/${API_PATH}/]`, message },
  { selector: `TemplateElement[value.raw=/${API_PATH}/]`, message },
];

export default tseslint.config(
  {
    ignores: ['node_modules/**', 'dist/**', 'data/**', 'coverage/**', 'bench/results/**', 'playwright-report/**', 'test-results/**'],
  },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'off',
    },
  },
  {
    files: ['src/shared/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts'],
    rules: restrict(
      ['**/db/**', '**/server/**', '**/sync/**', '**/web/**', 'node:*'],
      'src/shared는 우리 코드의 다른 부분이나 Node 전용 모듈을 가져오지 않습니다 (shared imports nothing of ours).',
    ),
  },
  {
    files: ['src/shared/**/*.test.ts'],
    rules: restrict(['**/db/**', '**/server/**', '**/sync/**', '**/web/**'], 'src/shared imports nothing of ours.'),
  },
  {
    // The contracts hold the paths and url/api-url.ts the one base; a '/api' constant anywhere else in shared
    // would let the web build paths by hand.
    files: ['src/shared/**/*.ts'],
    ignores: [...TESTS, 'src/shared/api/**', 'src/shared/url/api-url.ts'],
    rules: { 'no-restricted-syntax': ['error', ...noApiPaths('API 경로는 src/shared/api의 계약(defineEndpoint)에만 둡니다.')] },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    rules: restrict(
      ['**/db/**', '**/server/**', '**/sync/**', 'node:*'],
      'src/web은 src/shared만 가져옵니다 (web never imports server/db/sync).',
    ),
  },
  {
    // Contracts and schemas stay on the server: the browser takes their types only, so zod stays out of the
    // bundle. Values come from the generated endpoint table and the zod-free modules outside shared/api.
    files: ['src/web/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: 'shared/api/(?!endpoints\\.ts$|route\\.ts$)',
              allowTypeImports: true,
              message: 'src/web은 shared/api에서 타입만 가져옵니다 (값은 shared/api/endpoints.ts와 zod 없는 상수 모듈에서).',
            },
            { regex: '^zod', allowTypeImports: true, message: 'zod는 브라우저 번들에 넣지 않습니다.' },
          ],
        },
      ],
      // Every API path comes from the contracts (shared/api/endpoints.ts), never a hand-typed string, and never
      // from the '/api' base either: only the transport (apiUrl) puts the two together.
      'no-restricted-syntax': [
        'error',
        ...noApiPaths('API 경로는 shared/api/endpoints.ts의 계약에서 가져옵니다.'),
        {
          selector: ":matches(ImportSpecifier[imported.name='API_BASE'], ExportSpecifier[local.name='API_BASE'])",
          message: "API 주소는 callPublic·callAdmin(또는 apiUrl)이 만듭니다: '/api' 바탕 값으로 경로를 잇지 않습니다.",
        },
      ],
    },
  },
  {
    // One Back-button rule (ADR 0039): public pages change their URL state only through lib/url-state.ts
    // (useUrlState), which pushes a visitor's choice and replaces only debounced typing. The modal host and
    // the kit's lesson mode decide their own history and say why.
    files: ['src/web/features/**/*.{ts,tsx}', 'src/web/components/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', 'src/web/features/videos/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...noApiPaths('API 경로는 shared/api/endpoints.ts의 계약에서 가져옵니다.'),
        {
          selector: ":matches(ImportSpecifier[imported.name='API_BASE'], ExportSpecifier[local.name='API_BASE'])",
          message: "API 주소는 callPublic·callAdmin(또는 apiUrl)이 만듭니다: '/api' 바탕 값으로 경로를 잇지 않습니다.",
        },
        {
          selector: "ImportDeclaration[source.value='react-router'] > ImportSpecifier[imported.name='useSearchParams']",
          message:
            '주소의 상태는 lib/url-state.ts의 useUrlState로 바꿉니다: 방문자의 선택은 기록에 쌓고(뒤로 가기로 되돌림), 입력 중인 검색어만 바꿔 씁니다.',
        },
      ],
    },
  },
  {
    files: ['src/db/**/*.ts'],
    rules: restrict(['**/server/**', '**/web/**', '**/sync/**'], 'src/db는 server·web·sync를 가져오지 않습니다.'),
  },
  {
    files: ['src/sync/**/*.ts'],
    rules: restrict(['**/server/**', '**/web/**'], 'src/sync는 server·web을 가져오지 않습니다.'),
  },
  {
    // What both sides need (URL readers, formatting) lives in src/shared; the server never reaches into the web app.
    files: ['src/server/**/*.ts'],
    ignores: ['src/server/modules/**/*.routes.ts'],
    rules: restrict(['**/web/**'], 'src/server는 src/web을 가져오지 않습니다 (공통 코드는 src/shared로).'),
  },
  {
    files: ['src/server/**/*.ts'],
    ignores: [...SERVER_TESTS, 'src/server/modules/**/*.routes.ts', 'src/server/modules/**/*.service.ts'],
    rules: { 'no-restricted-syntax': ['error', ...NO_SQL] },
  },
  {
    // A service takes an Actor and plain values: it is called from jobs and the CLI too, where no request exists.
    files: ['src/server/modules/**/*.service.ts'],
    ignores: SERVER_TESTS,
    rules: {
      'no-restricted-syntax': [
        'error',
        ...NO_SQL,
        {
          selector: 'TSTypeReference[typeName.name=/^Fastify(Request|Reply)$/]',
          message: '서비스는 요청(request)이 아니라 Actor와 값을 받습니다: 라우트에서 actorOf(request)로 넘기세요.',
        },
      ],
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'fastify', message: '서비스는 Fastify를 모릅니다: Actor와 값을 받습니다 (라우트에서 actorOf(request)).' }],
          patterns: [{ group: ['fastify/*', '@fastify/*'], message: '서비스는 Fastify를 모릅니다: Actor와 값을 받습니다.' }],
        },
      ],
    },
  },
  {
    // A route validates, makes one service call and replies: the database is the repositories' business.
    files: ['src/server/modules/**/*.routes.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'kysely', message: '라우트는 데이터베이스를 직접 다루지 않습니다: 서비스를 부르세요.' }],
          patterns: [
            { group: ['**/web/**'], message: 'src/server는 src/web을 가져오지 않습니다.' },
            { group: ['**/db/**'], message: '라우트는 저장소(repository)를 직접 부르지 않습니다: 서비스를 거칩니다.' },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        ...noApiPaths('경로는 src/shared/api의 계약(defineEndpoint)에서 옵니다.'),
        ...NO_SQL,
        {
          selector: ":matches(MemberExpression[property.name='db'], ObjectPattern > Property[key.name='db'])",
          message: '라우트는 데이터베이스(ctx.db)를 직접 쓰지 않습니다: 서비스를 부르세요.',
        },
      ],
    },
  },
  {
    // The admin app's areas (src/web/admin/features/<area>) are independent like the public features; shared
    // admin widgets live in src/web/admin/components. (webZones may say the same with import-x; both may report.)
    files: ['src/web/admin/features/**/*.{ts,tsx}'],
    ignores: TESTS,
    plugins: { house },
    rules: {
      'house/no-cross-area-imports': [
        'error',
        {
          dir: 'src/web/admin/features',
          message: '관리 화면의 한 영역은 다른 영역을 가져오지 않습니다. 함께 쓰는 것은 src/web/admin/components로 옮기세요.',
        },
      ],
    },
  },
  {
    // No import cycles in src (type-only imports aside: import-x does not follow them).
    files: ['src/**/*.{ts,tsx}'],
    ignores: TESTS,
    plugins: { 'import-x': importX },
    // import-x reads only the extensions it is told of (plain .js otherwise) when it follows imports.
    settings: {
      'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
      'import-x/extensions': ['.ts', '.tsx', '.js'],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  ...serverZones,
  ...webZones,
);
