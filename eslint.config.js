// One flat config for the whole monorepo: TypeScript everywhere, Vue single-file components in apps/web.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import pluginVue from 'eslint-plugin-vue';
import vueParser from 'vue-eslint-parser';
import globals from 'globals';
import stylistic from '@stylistic/eslint-plugin';

// The layers, enforced at lint time: engine <- solver <- play <- apps; engine, variants <- game-text <- rules-doc
// and apps. A package may import only what lies below it (tests may also use the games, which are data).
const layer = (files, forbidden, extra = []) => ({
  files,
  ignores: ['**/*.test.ts', '**/*.test.tsx', '**/testing.ts'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          ...forbidden.map((name) => ({
            group: [name, `${name}/*`],
            message: 'imports point down the layers only (see eslint.config.js)',
          })),
          ...extra,
        ],
      },
    ],
  },
});
const apps = ['@solitaire/cli', '@solitaire/web', '@solitaire/rules-doc'];
const uiAndPlatform = [
  {
    group: ['vue', 'react', 'ink', 'node:*', 'fs', 'path', 'worker_threads'],
    message: 'the play layer is UI- and platform-neutral',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/.turbo/**',
      '**/coverage/**',
      '**/rules-out/**',
      '**/artifacts/**',
      '**/test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...pluginVue.configs['flat/essential'],
  {
    files: ['**/*.vue'],
    languageOptions: {
      parser: vueParser,
      parserOptions: { parser: tseslint.parser, extraFileExtensions: ['.vue'], sourceType: 'module' },
      globals: { ...globals.browser },
    },
  },
  {
    plugins: { '@stylistic': stylistic },
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // Prettier wraps code at 120 columns; comments it leaves alone, so they are held to the same width here.
      // Strings are exempt: a message cut in two cannot be found by searching for it.
      '@stylistic/max-len': [
        'error',
        {
          code: 120,
          ignoreStrings: true,
          ignoreTemplateLiterals: true,
          ignoreRegExpLiterals: true,
          ignoreUrls: true,
          ignorePattern: '^\\s*d="M', // SVG path data
        },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,vue}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  layer(
    ['packages/engine/src/**'],
    ['@solitaire/variants', '@solitaire/solver', '@solitaire/play', '@solitaire/game-text', ...apps],
  ),
  layer(['packages/variants/src/**'], ['@solitaire/solver', '@solitaire/play', '@solitaire/game-text', ...apps]),
  layer(['packages/solver/src/**'], ['@solitaire/variants', '@solitaire/play', '@solitaire/game-text', ...apps]),
  layer(['packages/play/src/**'], ['@solitaire/variants', '@solitaire/game-text', ...apps], uiAndPlatform),
  layer(['packages/game-text/src/**'], ['@solitaire/solver', '@solitaire/play', ...apps]),
  layer(['tools/rules-doc/src/**'], ['@solitaire/solver', '@solitaire/play', '@solitaire/cli', '@solitaire/web']),
  layer(['apps/cli/src/**'], ['@solitaire/web', '@solitaire/rules-doc']),
  layer(['apps/web/src/**'], ['@solitaire/cli', '@solitaire/rules-doc']),
);
