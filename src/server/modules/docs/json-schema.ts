import { toJsonSchema, type JsonSchema } from '@valibot/to-json-schema';
import type { GenericSchema } from 'valibot';

export type { JsonSchema };

/**
 * A domain valibot schema as the JSON Schema (draft 2020-12, OpenAPI 3.1's dialect) of what travels on the wire:
 * the schema's input, before any transform. What JSON Schema cannot say is left out rather than refused
 * (`errorMode: 'ignore'`): transforms and custom checks (`v.check`, `v.custom`, `v.rawCheck`), dates and other
 * non-JSON types, so the description is a little looser than the server and the app, never stricter.
 */
export function jsonSchemaOf(schema: GenericSchema): JsonSchema {
  const { $schema: _dialect, ...rest } = toJsonSchema(schema, {
    target: 'draft-2020-12',
    typeMode: 'input',
    errorMode: 'ignore',
  });
  return rest;
}
