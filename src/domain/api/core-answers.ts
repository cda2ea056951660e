import * as v from 'valibot';

/** GET /api/health: whether the database answers (503 with the same shape when it does not). */
export const HealthAnswerSchema = v.object({
  status: v.picklist(['ok', 'degraded']),
  database: v.picklist(['reachable', 'unreachable']),
  kind: v.string(),
});

/** GET /api/docs: an OpenAPI 3.1 document (its parts are checked by an OpenAPI validator, not here). */
export const ApiDescriptionAnswerSchema = v.looseObject({
  openapi: v.literal('3.1.0'),
  info: v.looseObject({ title: v.string(), version: v.string() }),
  paths: v.record(v.string(), v.record(v.string(), v.unknown())),
});
