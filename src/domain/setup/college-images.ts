import * as v from 'valibot';
import { MB } from '../files/allowed-types';
import { SHARED_MESSAGES } from '../messages/shared';

/**
 * The college's own pictures, kept on the College Profile screen: the logo (the header, the home page and every
 * PDF letterhead) and the banner (the header beside the logo). PNG, JPEG or WebP only, checked by their bytes on
 * the server: SVG is refused (a document that can carry scripts), GIF too (jsPDF's letterhead cannot draw it).
 */
export const COLLEGE_IMAGE_KINDS = ['logo', 'banner'] as const;
export type CollegeImageKind = (typeof COLLEGE_IMAGE_KINDS)[number];

export const CollegeImageKindSchema = v.object({ kind: v.picklist(COLLEGE_IMAGE_KINDS, 'Not found') });

/** The multipart field that carries the picture. */
export const COLLEGE_IMAGE_FIELD = 'image';

export interface CollegeImageRule {
  /** How the server's messages name it (the screen's sentences are whole, in its WORDS). */
  label: string;
  /** Largest accepted picture: it is sent with every page's header, so it stays small. */
  maxBytes: number;
}

export const COLLEGE_IMAGES: Readonly<Record<CollegeImageKind, CollegeImageRule>> = {
  logo: { label: 'college logo', maxBytes: 1 * MB },
  banner: { label: 'college banner', maxBytes: 2 * MB },
};

/** A picture the college has uploaded, as the profile reports it. `url` changes with the bytes (content hash). */
export const CollegeImageSchema = v.object({
  url: v.string(),
  mediaType: v.string(),
  size: v.number(),
  name: v.string(),
});
export type CollegeImage = v.InferOutput<typeof CollegeImageSchema>;

/** The public address of a picture: its content hash, so a browser may keep it for ever (immutable). */
export const collegeImagePath = (sha256: string) => `collegeImages/${sha256}`;

export const COLLEGE_IMAGE_MESSAGES = {
  removed: (kind: CollegeImageKind) => `The ${COLLEGE_IMAGES[kind].label} was removed.`,
  // §8 shared words of a file upload
  saved: SHARED_MESSAGES.fileUploaded,
  failed: SHARED_MESSAGES.fileUploadFailed,
  nothingToRemove: (kind: CollegeImageKind) => `There is no ${COLLEGE_IMAGES[kind].label} to remove.`,
} as const;
