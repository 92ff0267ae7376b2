// Types for new-resource-input.mjs, which the generator (plain Node) and tests/unit/new-resource-input.test.ts share.
export type FieldSpec =
  | { name: string; type: 'text' | 'i18n' | 'longtext' | 'number' | 'datetime' | 'status' }
  | { name: string; type: 'select'; values: string[] }
  | { name: string; type: 'ref'; ref: string; from: string }
  | { name: string; type: 'dict'; dict: string };

export interface GeneratorInput {
  name: string;
  singular: string;
  fields: FieldSpec[];
  migration: boolean;
}

export const usage: string;
export class Refusal extends Error {}
export function refuse(message: string): never;
export function parseArgs(argv: readonly string[]): GeneratorInput | { help: true };
export function seededDicts(dir?: string): string[];
