import * as v from 'valibot';
import { wholeNumberText } from '../forms/whole-number-text';
import { FACULTY_MESSAGES as M } from './messages';
import { AwardSchema, MouSchema, PublicationSchema } from './record-schemas';

/*
 * The record schemas as the screens' forms hold them: numbers as typed text, an empty optional date as ''.
 * Each field is converted and then checked by the very schema the server uses, so messages stay the same.
 */

export const PublicationFormSchema = v.object({
  ...PublicationSchema.entries,
  year: wholeNumberText(PublicationSchema.entries.year),
  citations: wholeNumberText(PublicationSchema.entries.citations),
  doi: v.pipe(
    v.string(),
    v.transform((s): string | null | undefined => s),
    PublicationSchema.entries.doi,
  ),
});

export const MouFormSchema = v.pipe(
  v.object({
    ...MouSchema.entries,
    validUntil: v.pipe(
      v.string(),
      v.trim(),
      v.transform((s): string | null | undefined => (s === '' ? null : s)),
      MouSchema.entries.validUntil,
    ),
  }),
  // The same rule as MouSchema's, shown under Valid until.
  v.forward(
    v.partialCheck(
      [['signedOn'], ['validUntil']],
      (m) => !m.validUntil || m.validUntil >= m.signedOn,
      M.validUntilBeforeSigned,
    ),
    ['validUntil'],
  ),
);

export const AwardFormSchema = v.object({
  ...AwardSchema.entries,
  year: wholeNumberText(AwardSchema.entries.year),
});

/** Empty forms: what a new record starts from. */
export const EMPTY_PUBLICATION = {
  title: '',
  venue: '',
  year: '',
  doi: '',
  scopus: false,
  webOfScience: false,
  citations: '',
};
export const EMPTY_MOU = { partner: '', purpose: '', signedOn: '', validUntil: '' };
export const EMPTY_AWARD = { title: '', awardedBy: '', year: '', description: '' };
