// Lint: TypeScript rules plus the one-way import rule of DESIGN.md §8
// (web → shared; server → db/sync → shared; shared imports nothing of ours).
import tseslint from 'typescript-eslint';

const restrict = (patterns, message) => ({
  'no-restricted-imports': ['error', { patterns: [{ group: patterns, message }] }],
});

export default tseslint.config(
  { ignores: ['node_modules/**', 'dist/**', 'data/**', 'coverage/**', 'bench/results/**', 'playwright-report/**', 'test-results/**'] },
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
    // Schemas stay on the server: the browser takes their types only, so zod stays out of the bundle.
    files: ['src/web/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/shared/api/*', 'zod'],
              allowTypeImports: true,
              message: 'src/web은 shared/api의 타입만 가져옵니다 (import type).',
            },
          ],
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
    rules: restrict(['**/web/**'], 'src/server는 src/web을 가져오지 않습니다 (공통 코드는 src/shared로).'),
  },
);
