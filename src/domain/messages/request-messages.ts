/** Answers of the checks every request meets before it reaches a module (src/server/http). */
export const REQUEST_MESSAGES = {
  crossOrigin: 'This request came from another site or page and was refused. Please use the Campus ERP app itself.',
  nulByte:
    'The request holds a NUL character (%00 or \\u0000), which no field accepts. Please remove it and try again.',
  objectExpected: 'The request body must be a JSON object ({ … }), not a list or a single value.',
  wrongHost: 'This server answers only at its own address. Please open the Campus ERP app at its usual address.',
  jsonExpected: 'The request body must be sent as JSON (Content-Type: application/json).',
} as const;
