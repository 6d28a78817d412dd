import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { featureBoundaries } from './eslint/feature-boundaries.js';
import { layers } from './eslint/layers.js';
import { moduleCircles } from './eslint/module-circles.js';

/** The shop's own rules (eslint/). */
const shop = {
  rules: { 'feature-boundaries': featureBoundaries, layers, 'module-circles': moduleCircles },
};

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      'data',
      'node_modules',
      'screenshots*',
      'test-results*',
      'playwright-report',
      '.e2e-data',
      '.test-reports',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: {
      'react-hooks': reactHooks,
      shop,
    },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'shop/feature-boundaries': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { shop },
    rules: { 'shop/layers': 'error' },
  },
  {
    // No circle between server modules (eslint/module-circles.js); none is allowed.
    files: ['src/server/modules/**/*.{ts,tsx}'],
    plugins: { shop },
    rules: { 'shop/module-circles': 'error' },
  },
);
