import type { RequestSchema } from '../../http/request-schemas';
import { jsonSchemaOf, type JsonSchema } from './json-schema';

type ParameterPlace = 'query' | 'path' | 'header' | 'cookie';

export interface ParameterObject {
  name: string;
  in: ParameterPlace;
  required: boolean;
  schema: JsonSchema;
}

export interface RequestBodyObject {
  required: boolean;
  /** A JSON Schema; a multipart form's JSON part adds `contentSchema`, which the converter's type does not name. */
  content: Record<string, { schema: object }>;
}

const PLACE_OF_TARGET: Readonly<Record<string, ParameterPlace>> = {
  query: 'query',
  param: 'path',
  header: 'header',
  cookie: 'cookie',
};

/** The properties an object schema (or each branch of a union of objects) names, and which are always required. */
function propertiesOf(schema: JsonSchema): { properties: Record<string, JsonSchema>; required: Set<string> } {
  const branches = (schema.anyOf ?? schema.oneOf ?? []).filter((b): b is JsonSchema => typeof b === 'object');
  if (branches.length === 0) {
    const properties: Record<string, JsonSchema> = {};
    for (const [name, p] of Object.entries(schema.properties ?? {})) properties[name] = typeof p === 'object' ? p : {};
    return { properties, required: new Set(schema.required ?? []) };
  }
  // A union: every branch's properties, required only where every branch requires them.
  const parts = branches.map(propertiesOf);
  return {
    properties: Object.assign({}, ...parts.map((p) => p.properties)),
    required: new Set([...(parts[0]?.required ?? [])].filter((name) => parts.every((p) => p.required.has(name)))),
  };
}

/** The body of a multipart form: its JSON part (as text holding JSON) and its files. */
function multipartBody(described: Extract<RequestSchema, { target: 'multipart' }>): object {
  const properties: Record<string, object> = {};
  const required: string[] = [];
  if (described.json) {
    properties[described.json.field] = {
      type: 'string',
      contentMediaType: 'application/json',
      contentSchema: jsonSchemaOf(described.json.schema),
    };
  }
  for (const file of described.files) {
    const one: JsonSchema = { type: 'string', format: 'binary' };
    properties[file.name] = file.maxFiles > 1 ? { type: 'array', items: one, maxItems: file.maxFiles } : one;
    if (file.required) required.push(file.name);
  }
  return { type: 'object', properties, ...(required.length > 0 ? { required } : {}) };
}

/**
 * The OpenAPI `parameters` and `requestBody` of one call: from what its `validate()` and `multipart()` middleware
 * recorded, plus every path parameter of its pattern (a string unless a schema says more).
 */
export function requestDescription(
  recorded: readonly RequestSchema[],
  pathParameters: readonly string[],
): { parameters: ParameterObject[]; requestBody?: RequestBodyObject } {
  const parameters: ParameterObject[] = [];
  let requestBody: RequestBodyObject | undefined;
  for (const described of recorded) {
    if (described.target === 'multipart') {
      requestBody = { required: true, content: { 'multipart/form-data': { schema: multipartBody(described) } } };
      continue;
    }
    const schema = jsonSchemaOf(described.schema);
    if (described.target === 'json') {
      requestBody = { required: true, content: { 'application/json': { schema } } };
      continue;
    }
    if (described.target === 'form') {
      requestBody = { required: true, content: { 'application/x-www-form-urlencoded': { schema } } };
      continue;
    }
    const place = PLACE_OF_TARGET[described.target];
    if (!place) continue;
    const { properties, required } = propertiesOf(schema);
    for (const [name, property] of Object.entries(properties))
      parameters.push({ name, in: place, required: place === 'path' || required.has(name), schema: property });
  }
  for (const name of pathParameters)
    if (!parameters.some((p) => p.in === 'path' && p.name === name))
      parameters.push({ name, in: 'path', required: true, schema: { type: 'string' } });
  return { parameters, ...(requestBody ? { requestBody } : {}) };
}
