import { Hono, type Context } from 'hono';
import {
  BarcodeLookupQuerySchema,
  LabelSelectionSchema,
  MAX_CARDS,
  MAX_LABELS,
  PatronCardSelectionSchema,
} from '../../../domain/library/barcode-forms';
import { filled, LIBRARY_MESSAGES as M } from '../../../domain/library/messages';
import { base64FromBytes } from '../../../domain/files/base64';
import type { Letterhead } from '../../../domain/pdf/letterhead';
import type { AppEnv } from '../../auth/session-user';
import { validate } from '../../http/validate';
import type { BarcodeLookupStore } from './barcode-lookup-store';
import type { LabelStore } from './label-store';
import type { PatronCardStore } from './patron-card-store';

const noStore = (c: Context) => c.header('Cache-Control', 'private, no-store');

interface Stores {
  labels: LabelStore;
  cards: PatronCardStore;
  lookup: BarcodeLookupStore;
  /** The college's name and logo, as PDF letterheads draw them. */
  college: { letterhead(fallbackName: string): Promise<Pick<Letterhead, 'collegeName' | 'logo'>> };
}

/**
 * The library's barcodes, staff only: the data of accession labels and patron cards (the PDFs are made on the device,
 * page by page with their count, as a branch's hall tickets are), the lists to choose cards by, and what a scanned code
 * is. A selection that names nothing is 404, one over the limit 422 with its count.
 */
export function barcodeRoutes(
  { labels, cards, lookup, college }: Stores,
  limits: { labels: number; cards: number } = { labels: MAX_LABELS, cards: MAX_CARDS },
) {
  return new Hono<AppEnv>()
    .get('/library/labels', validate('query', LabelSelectionSchema), async (c) => {
      noStore(c);
      const chosen = await labels.labels(c.req.valid('query'), limits.labels);
      if (chosen.total > limits.labels)
        return c.json({ message: filled(M.tooManyLabels, { count: chosen.total, max: limits.labels }) }, 422);
      if (chosen.labels.length === 0) return c.json({ message: M.noCopiesToLabel }, 404);
      const { collegeName } = await college.letterhead('Library');
      return c.json({ collegeName, labels: chosen.labels, missing: chosen.missing });
    })
    .get('/library/patron-groups', async (c) => {
      noStore(c);
      return c.json(await cards.groups());
    })
    .get('/library/patron-cards', validate('query', PatronCardSelectionSchema), async (c) => {
      noStore(c);
      const chosen = await cards.cards(c.req.valid('query'), limits.cards);
      if (chosen.total > limits.cards)
        return c.json({ message: filled(M.tooManyCards, { count: chosen.total, max: limits.cards }) }, 422);
      if (chosen.cards.length === 0) return c.json({ message: M.noPatronCards }, 404);
      const { collegeName, logo } = await college.letterhead('Library');
      return c.json({
        collegeName,
        logo: logo ? { b64: base64FromBytes(logo.bytes), format: logo.format } : null,
        cards: chosen.cards,
        missing: chosen.missing,
      });
    })
    .get('/library/barcode-lookup', validate('query', BarcodeLookupQuerySchema), async (c) => {
      noStore(c);
      const { code } = c.req.valid('query');
      const found = await lookup.lookup(code);
      if (found.length === 0) return c.json({ message: filled(M.barcodeUnknown, { code }) }, 404);
      return c.json({ code, found });
    });
}
