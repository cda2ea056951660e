/**
 * Which files each kind of upload field accepts (§5 admission photo and Excel import, §9 alumni
 * certificate, offer letter and passport photo). The server checks the bytes against these lists (never
 * the name or the declared type); the app's file field uses them for `accept` and its size check.
 * SVG is never an image here: it is a document that can carry scripts.
 */
import { SHARED_MESSAGES } from '../messages/shared';

export const MB = 1024 * 1024;

const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
const DOCUMENT_TYPES = ['application/pdf', ...IMAGE_TYPES] as const;
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const XLS_TYPE = 'application/vnd.ms-excel';
const SPREADSHEET_TYPES = [XLSX_TYPE, XLS_TYPE] as const;

/** Pictures jsPDF can draw on a letterhead as well as a browser can show: the college's logo and banner. */
const PICTURE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

export type FileKind = 'image' | 'picture' | 'document' | 'spreadsheet';

export interface FileKindRule {
  /** Media types accepted, as found in the bytes. */
  types: readonly string[];
  /** File name endings for the picker's `accept` (a hint only; the server looks at the bytes). */
  extensions: readonly string[];
  /** Largest accepted file, in bytes. */
  maxBytes: number;
  /** How the accepted types are named in messages. */
  described: string;
}

export const FILE_KINDS: Readonly<Record<FileKind, FileKindRule>> = {
  image: {
    types: IMAGE_TYPES,
    extensions: ['.png', '.jpg', '.jpeg', '.gif', '.webp'],
    maxBytes: 5 * MB,
    described: 'a PNG, JPEG, GIF or WebP image',
  },
  picture: {
    types: PICTURE_TYPES,
    extensions: ['.png', '.jpg', '.jpeg', '.webp'],
    maxBytes: 2 * MB,
    described: 'a PNG, JPEG or WebP image',
  },
  document: {
    types: DOCUMENT_TYPES,
    extensions: ['.pdf', '.png', '.jpg', '.jpeg', '.gif', '.webp'],
    maxBytes: 10 * MB,
    described: 'a PDF or a PNG, JPEG, GIF or WebP image',
  },
  spreadsheet: {
    types: SPREADSHEET_TYPES,
    extensions: ['.xlsx', '.xls'],
    maxBytes: 20 * MB,
    described: 'an Excel workbook (.xlsx or .xls)',
  },
};

/** The file picker's `accept` attribute for a kind of field. */
export function acceptAttribute(kind: FileKind): string {
  return [...FILE_KINDS[kind].extensions, ...FILE_KINDS[kind].types].join(',');
}

const sizeText = (bytes: number) =>
  bytes >= MB ? `${Math.round((bytes / MB) * 10) / 10} MB` : `${Math.ceil(bytes / 1024)} KB`;

/** Messages of file fields, shared by the server's answers and the app's file field. */
export const FILE_MESSAGES = {
  damagedImage: (name: string) =>
    `The image "${name}" is damaged or incomplete. Please choose the file again, or save it again from the original.`,
  empty: (name: string) => `The file "${name}" is empty. Please choose the file again.`,
  tooLarge: (name: string, maxBytes: number) =>
    `The file "${name}" is larger than ${sizeText(maxBytes)}. Please choose a smaller file.`,
  wrongType: (name: string, kind: FileKind) =>
    `The file "${name}" is not ${FILE_KINDS[kind].described}. Please choose ${FILE_KINDS[kind].described}.`,
  tooMany: (label: string, max: number) => `Please attach at most ${max} ${max === 1 ? 'file' : 'files'} for ${label}.`,
  required: (label: string) => `${SHARED_MESSAGES.fileNotUploaded}: please attach the ${label}.`,
  bodyTooLarge: (maxBytes: number) => `The upload is too large (limit ${sizeText(maxBytes)}).`,
  notMultipart: 'Please send the form as multipart/form-data.',
  unreadable: 'The upload was cut off or is not a valid form. Please try again.',
  badJson: 'The form data could not be read. Please reload the page and try again.',
  unexpectedField: (name: string) => `The form has a field this call does not take: ${name}.`,
} as const;
