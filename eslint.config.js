// Lint: TypeScript rules, Prettier's format (checked by `npm run lint`), and the import rules of
// docs/ARCHITECTURE.md: runtimes import one way, the server's floors (core ← plugins ← modules ← app),
// routes never touch the database, src/sync only through its index, web features never import each other.
import importX from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';
import { readdirSync } from 'node:fs';

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
      // Every API path comes from the contracts (shared/api/endpoints.ts), never a hand-typed string.
      'no-restricted-syntax': [
        'error',
        { selector: 'Literal[value=/^\\/api\\//]', message: 'API 경로는 shared/api/endpoints.ts의 계약에서 가져옵니다.' },
        { selector: 'TemplateElement[value.raw=/^\\/api\\//]', message: 'API 경로는 shared/api/endpoints.ts의 계약에서 가져옵니다.' },
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
        { selector: 'Literal[value=/^\\/api\\//]', message: '경로는 src/shared/api의 계약(defineEndpoint)에서 옵니다.' },
      ],
    },
  },
  ...serverZones,
  ...webZones,
);
