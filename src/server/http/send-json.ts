import { gzipSync } from 'node:zlib';
import type { Context } from 'hono';

const encoded = new WeakMap<object, { json: string; gzip?: Uint8Array<ArrayBuffer> }>();
const GZIP_FROM_BYTES = 1024;

/** The object's JSON text and, when it is worth compressing, its gzip bytes, made once for as long as it lives. */
function encodedOf(value: object) {
  let entry = encoded.get(value);
  if (!entry) {
    entry = { json: JSON.stringify(value) };
    encoded.set(value, entry);
  }
  return entry;
}

/**
 * Serializes and compresses an object ahead of its first answer (a result sheet prepared at publication), so that
 * answer costs what a repeated one does.
 */
export function encodeAhead(value: object): void {
  const entry = encodedOf(value);
  if (entry.json.length >= GZIP_FROM_BYTES) entry.gzip ??= new Uint8Array(gzipSync(entry.json));
}

/**
 * Answers an object as JSON, keeping its text and gzip bytes for as long as the object lives: an object
 * served again (a cached result sheet) is neither serialized nor compressed twice.
 */
export function sendJson(c: Context, value: object) {
  const entry = encodedOf(value);
  if (entry.json.length >= GZIP_FROM_BYTES && /\bgzip\b/.test(c.req.header('accept-encoding') ?? '')) {
    entry.gzip ??= new Uint8Array(gzipSync(entry.json));
    return c.body(entry.gzip, 200, {
      'Content-Type': 'application/json',
      'Content-Encoding': 'gzip',
      Vary: 'Accept-Encoding',
    });
  }
  return c.body(entry.json, 200, { 'Content-Type': 'application/json' });
}
