import * as v from 'valibot';
import { COPY_SOURCES, COPY_STATUSES, ITEM_TYPES } from './catalogue';

/** A title as a search lists it: what it is, and how many of its copies are on the shelf, and where. */
export const TitleSummarySchema = v.object({
  id: v.number(),
  isbn: v.string(),
  title: v.string(),
  authors: v.array(v.string()),
  edition: v.string(),
  publisher: v.string(),
  year: v.nullable(v.number()),
  subjects: v.array(v.string()),
  callNumber: v.string(),
  language: v.string(),
  itemType: v.picklist(ITEM_TYPES),
  url: v.string(),
  copies: v.number(),
  available: v.number(),
  /** The shelves its copies are on, those with a copy on the shelf first. */
  locations: v.array(v.string()),
});
export type TitleSummary = v.InferOutput<typeof TitleSummarySchema>;

/**
 * GET /api/app/library/search: one page of titles, best matches first; `total` counts the matches up to
 * SEARCH_MATCH_LIMIT, and `more` says more titles match than that (absent from searches saved on a device before it was).
 */
export const CatalogueSearchAnswerSchema = v.object({
  titles: v.array(TitleSummarySchema),
  total: v.number(),
  more: v.optional(v.boolean(), false),
  page: v.number(),
  pageSize: v.number(),
});
export type CatalogueSearchAnswer = v.InferOutput<typeof CatalogueSearchAnswerSchema>;

/** One copy of a title; its price only for the library staff (null for readers, and when not recorded). */
export const CopySchema = v.object({
  id: v.number(),
  accessionNo: v.string(),
  barcode: v.string(),
  location: v.string(),
  status: v.picklist(COPY_STATUSES),
  source: v.picklist(COPY_SOURCES),
  pricePaise: v.nullable(v.number()),
  statusReason: v.string(),
  statusChangedAt: v.nullable(v.string()),
  addedAt: v.string(),
});
export type Copy = v.InferOutput<typeof CopySchema>;

/** GET /api/app/library/titles/:id: the title, its keywords and every copy. */
export const TitleDetailSchema = v.object({
  ...TitleSummarySchema.entries,
  keywords: v.array(v.string()),
  copyList: v.array(CopySchema),
});
export type TitleDetail = v.InferOutput<typeof TitleDetailSchema>;

/** A title saved: its id, whether an ISBN already catalogued took the copies, and the copies' accession numbers. */
export const TitleSavedSchema = v.object({
  id: v.number(),
  message: v.string(),
  merged: v.boolean(),
  accessionNos: v.array(v.string()),
});
export type TitleSaved = v.InferOutput<typeof TitleSavedSchema>;

/** A copy's status changed. */
export const CopyChangedSchema = v.object({ id: v.number(), message: v.string() });

const CountSchema = v.object({ count: v.number() });

/** GET /api/app/library/summary: the incharge's catalogue figures. */
export const LibrarySummarySchema = v.object({
  titles: v.number(),
  copies: v.number(),
  /** What the copies cost, as recorded (paise). */
  valuePaise: v.number(),
  byStatus: v.array(v.object({ status: v.picklist(COPY_STATUSES), ...CountSchema.entries })),
  byItemType: v.array(v.object({ itemType: v.picklist(ITEM_TYPES), titles: v.number(), copies: v.number() })),
  bySource: v.array(v.object({ source: v.picklist(COPY_SOURCES), ...CountSchema.entries })),
  recent: v.array(
    v.object({
      id: v.number(),
      title: v.string(),
      authors: v.array(v.string()),
      copies: v.number(),
      addedAt: v.string(),
    }),
  ),
});
export type LibrarySummary = v.InferOutput<typeof LibrarySummarySchema>;
