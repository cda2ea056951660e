import * as v from 'valibot';
import { COPY_STATUSES } from './catalogue';
import { TitleSummarySchema } from './library-answers';

/** One copy as a visitor sees it: its accession number, shelf and status; never its price, source or who has it. */
export const PublicCopySchema = v.object({
  accessionNo: v.string(),
  location: v.string(),
  status: v.picklist(COPY_STATUSES),
});
export type PublicCopy = v.InferOutput<typeof PublicCopySchema>;

/**
 * GET /api/app/library/public/titles/:id: the title as a search lists it, and its copies held (not lost nor
 * withdrawn) with their shelves and statuses.
 */
export const PublicTitleSchema = v.object({
  ...TitleSummarySchema.entries,
  copyList: v.array(PublicCopySchema),
});
export type PublicTitle = v.InferOutput<typeof PublicTitleSchema>;
