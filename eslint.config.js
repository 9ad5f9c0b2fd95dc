import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/.next/**',
      '**/generated/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/next-env.d.ts',
      '**/*.config.{js,mjs}',
      '**/.coffer/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      // Security code: a forgotten await is a check that never ran.
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
      // Async functions without await implement promise-returning interfaces (test cases,
      // handlers): the rule flags them without finding bugs.
      '@typescript-eslint/require-await': 'off',
      'no-console': ['error', { allow: ['error', 'warn'] }],
    },
  },
  {
    // Tests assert shapes they just built; `!` there is a checked expectation.
    files: [
      '**/*.test.ts',
      '**/*.spec.ts',
      '**/test/**/*.ts',
      '**/browser/**/*.ts',
      '**/bench/**/*.ts',
    ],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      // expect.any() and friends are typed `any`.
      '@typescript-eslint/no-unsafe-assignment': 'off',
      'no-console': 'off',
    },
  },
  {
    // Code that runs in the browser too imports nothing from Node.
    files: ['packages/crypto/src/**/*.ts'],
    ignores: ['packages/crypto/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['node:*'] }],
      'no-restricted-globals': ['error', 'Buffer', 'process'],
    },
  },
);
