import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import { boundaries } from './eslint/boundaries.mjs';

const config = [
  ...nextVitals,
  ...nextTs,
  { ignores: ['.next/**', '.next-basepath/**', 'node_modules/**', 'next-env.d.ts', 'test-results/**', 'playwright-report/**', 'public/**'] },
  { rules: { '@typescript-eslint/no-explicit-any': 'error' } },
  ...boundaries,
];
export default config;
