import { createHash } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import type { MiddlewareHandler } from 'hono';
import * as v from 'valibot';
import { FILE_KINDS, FILE_MESSAGES, XLSX_TYPE, XLS_TYPE, type FileKind } from '../../domain/files/allowed-types';
import { imageIsWhole } from '../files/image-structure';
import { REQUEST_MESSAGES } from '../../domain/messages/request-messages';
import { withBodyLimit } from './body-limits';
import { holdsNul } from './nul-bytes';
import { parseJsonBody } from './json-body';
import { recordRequestSchema } from './request-schemas';

/** One file input of a multipart form. */
export interface FileFieldRule {
  /** The form field's name. */
  name: string;
  /** How messages name it ('passport photo'). */
  label: string;
  kind: FileKind;
  /** Default 1. */
  maxFiles?: number;
  /** Default: the kind's limit (5 MB per image, 10 MB per document, 20 MB per spreadsheet). */
  maxBytes?: number;
  required?: boolean;
}

export interface MultipartSpec<S extends v.GenericSchema | undefined> {
  /** The whole request's limit, declared for this route (see body-limits.ts). */
  maxBodyBytes: number;
  /** The field holding the JSON part and the domain schema that validates it. */
  json?: S extends v.GenericSchema ? { field: string; schema: S } : undefined;
  files: readonly FileFieldRule[];
}

/** A file part whose bytes passed the checks. `mediaType` is what the bytes are, never the client's claim. */
export interface UploadedFile {
  field: string;
  originalName: string;
  mediaType: string;
  size: number;
  sha256: string;
  bytes: Uint8Array;
}

export interface Upload<S extends v.GenericSchema | undefined> {
  data: S extends v.GenericSchema ? v.InferOutput<S> : undefined;
  files: Record<string, UploadedFile[]>;
}

/** Keeps the last path segment, without control characters, at most 200 characters. */
function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const clean = base
    // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
    .replace(/[\u0000-\u001f\u007f"]/g, '')
    .trim()
    .slice(-200);
  return clean || 'file';
}

/** OLE2 (compound file) holds .xls, .doc and .msi alike: it is a workbook only with a Workbook/Book stream. */
function isExcelCompoundFile(bytes: Uint8Array): boolean {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf16le');
  return text.includes('Workbook') || text.includes('Book\u0000');
}

/**
 * A zip whose central directory (at its end) names the workbook part: an .xlsx written with its worksheet
 * first (exceljs' streaming writer does that), where file-type only sees a zip in the first bytes.
 */
function isXlsxZip(bytes: Uint8Array): boolean {
  const tail = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).subarray(
    Math.max(0, bytes.byteLength - 65_536),
  );
  return tail.includes('[Content_Types].xml') && tail.includes('xl/workbook.xml');
}

/** The media type found in the bytes (file-type), or null when they are not a type we know. */
export async function sniffMediaType(bytes: Uint8Array): Promise<string | null> {
  const found = await fileTypeFromBuffer(bytes);
  if (!found) return null;
  if (found.mime === 'application/x-cfb') return isExcelCompoundFile(bytes) ? XLS_TYPE : found.mime;
  if (found.mime === 'application/zip' && isXlsxZip(bytes)) return XLSX_TYPE;
  return found.mime;
}

class Refused extends Error {
  constructor(
    readonly status: 400 | 413 | 415,
    message: string,
  ) {
    super(message);
  }
}

async function readFiles(form: FormData, rule: FileFieldRule): Promise<UploadedFile[]> {
  const kind = FILE_KINDS[rule.kind];
  const maxFiles = rule.maxFiles ?? 1;
  const maxBytes = rule.maxBytes ?? kind.maxBytes;
  const parts = form.getAll(rule.name);
  if (parts.some((p) => typeof p === 'string')) throw new Refused(400, FILE_MESSAGES.required(rule.label));
  const files = parts as File[];
  if (files.length > maxFiles) throw new Refused(400, FILE_MESSAGES.tooMany(rule.label, maxFiles));
  if (rule.required && files.length === 0) throw new Refused(400, FILE_MESSAGES.required(rule.label));
  const out: UploadedFile[] = [];
  for (const file of files) {
    const originalName = cleanFileName(file.name);
    if (file.size === 0) throw new Refused(400, FILE_MESSAGES.empty(originalName));
    if (file.size > maxBytes) throw new Refused(413, FILE_MESSAGES.tooLarge(originalName, maxBytes));
    const bytes = new Uint8Array(await file.arrayBuffer());
    const mediaType = await sniffMediaType(bytes);
    if (!mediaType || !kind.types.includes(mediaType))
      throw new Refused(415, FILE_MESSAGES.wrongType(originalName, rule.kind));
    if (!imageIsWhole(bytes, mediaType)) throw new Refused(400, FILE_MESSAGES.damagedImage(originalName));
    out.push({
      field: rule.name,
      originalName,
      mediaType,
      size: bytes.byteLength,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      bytes,
    });
  }
  return out;
}

/**
 * The one multipart reader. Declares the route's body limit (bodyLimits() enforces it before
 * anything reads the body), then reads the form: the JSON
 * part is validated with the domain schema (400 with the first issue's message, as validate() does),
 * each file part by its bytes (file-type; an image must also be whole, image-structure.ts), its size and
 * the number of files per field. Any refusal is a
 * 4xx `{ message }` before the handler runs, so nothing is stored. The handler gets `c.var.upload`.
 */
export function multipart<S extends v.GenericSchema | undefined = undefined>(
  spec: MultipartSpec<S>,
): MiddlewareHandler<{ Variables: { upload: Upload<S> } }> {
  const known = new Set([...(spec.json ? [spec.json.field] : []), ...spec.files.map((f) => f.name)]);
  const reader: MiddlewareHandler<{ Variables: { upload: Upload<S> } }> = async (c, next) => {
    if (!/^multipart\/form-data\s*;/i.test(c.req.header('content-type') ?? ''))
      return c.json({ message: FILE_MESSAGES.notMultipart }, 415);
    let form: FormData;
    try {
      form = await c.req.raw.formData();
    } catch {
      return c.json({ message: FILE_MESSAGES.unreadable }, 400);
    }
    try {
      for (const name of new Set(form.keys()))
        if (!known.has(name)) throw new Refused(400, FILE_MESSAGES.unexpectedField(name));
      // Text fields only: a file's bytes may hold NUL bytes (refuseNulInBody in nul-bytes.ts does the other bodies).
      for (const value of form.values())
        if (typeof value === 'string' && value.includes('\u0000')) throw new Refused(400, REQUEST_MESSAGES.nulByte);
      let data: unknown = undefined;
      if (spec.json) {
        const part = form.get(spec.json.field);
        const text = part === null ? '{}' : typeof part === 'string' ? part : await part.text();
        let parsed: unknown;
        try {
          parsed = JSON.parse(text);
        } catch {
          throw new Refused(400, FILE_MESSAGES.badJson);
        }
        if (holdsNul(parsed)) throw new Refused(400, REQUEST_MESSAGES.nulByte);
        const result = parseJsonBody(spec.json.schema, parsed);
        if (!result.success) throw new Refused(400, result.issues[0]?.message ?? 'Invalid request');
        data = result.output;
      }
      const files: Record<string, UploadedFile[]> = {};
      for (const rule of spec.files) files[rule.name] = await readFiles(form, rule);
      c.set('upload', { data, files } as Upload<S>);
    } catch (error) {
      if (error instanceof Refused) return c.json({ message: error.message }, error.status);
      throw error;
    }
    return next();
  };
  return recordRequestSchema(withBodyLimit(reader, spec.maxBodyBytes), {
    target: 'multipart',
    json: spec.json,
    files: spec.files.map((f) => ({ name: f.name, maxFiles: f.maxFiles ?? 1, required: f.required ?? false })),
  });
}
