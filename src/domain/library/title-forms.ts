import * as v from 'valibot';
import { plainText } from '../forms/plain-text';
import { parseRupees } from '../money/money';
import { COPY_SOURCES, HAND_SET_STATUSES, ITEM_TYPES } from './catalogue';
import { normaliseIsbn } from './isbn';
import { LIBRARY_MESSAGES as M } from './messages';

const required = (max: number, message: string) => v.pipe(plainText(max, message), v.minLength(1, message));

/** Lines of a text box (or ';'-separated), each trimmed, the empty ones dropped. */
const listOf = (max: number, each: number, message: string, separator: RegExp) =>
  v.pipe(
    plainTextLines(message),
    v.transform((s) =>
      s
        .split(separator)
        .map((part) => part.trim())
        .filter(Boolean),
    ),
    v.check((parts) => parts.length <= max && parts.every((p) => p.length <= each), message),
  );

/** Several lines of text without markup. */
const plainTextLines = (message: string) =>
  v.pipe(
    v.string(message),
    v.trim(),
    v.maxLength(2000, message),
    // eslint-disable-next-line no-control-regex -- control characters other than the line breaks are refused
    v.check((s) => !/[\u0000-\u0009\u000b\u000c\u000e-\u001f<>]/.test(s), message),
  );

/** An ISBN as typed → its 13 digits, or '' when none is given. */
export const IsbnTextSchema = v.pipe(
  v.string(M.isbnInvalid),
  v.trim(),
  v.check((s) => s === '' || normaliseIsbn(s) !== null, M.isbnInvalid),
  v.transform((s) => (s === '' ? '' : normaliseIsbn(s)!)),
);

const latestYear = () => new Date().getFullYear() + 1;

/** What a title is, as its form holds it and the server takes it (POST and PUT /api/app/library/titles). */
const titleEntries = {
  isbn: IsbnTextSchema,
  title: required(300, M.titleRequired),
  authors: listOf(10, 120, M.authorsInvalid, /\n|;/),
  edition: plainText(60, M.textInvalid),
  publisher: plainText(120, M.textInvalid),
  year: v.pipe(
    v.string(M.yearInvalid),
    v.trim(),
    v.check((s) => s === '' || (/^\d{4}$/.test(s) && Number(s) >= 1450 && Number(s) <= latestYear()), M.yearInvalid),
    v.transform((s) => (s === '' ? null : Number(s))),
  ),
  subjects: listOf(10, 120, M.textInvalid, /\n|;/),
  callNumber: v.pipe(plainText(40, M.callNumberInvalid)),
  language: plainText(40, M.textInvalid),
  keywords: listOf(20, 60, M.textInvalid, /\n|,|;/),
  itemType: v.picklist(ITEM_TYPES, M.itemTypeInvalid),
  url: v.pipe(
    v.string(M.urlInvalid),
    v.trim(),
    v.maxLength(500, M.urlInvalid),
    v.check((s) => s === '' || /^https?:\/\/[^\s<>"]+$/i.test(s), M.urlInvalid),
  ),
};

/** A title's own fields (PUT /api/app/library/titles/:id: editing a title leaves its copies as they are). */
export const TitleFormSchema = v.pipe(
  v.object(titleEntries),
  v.forward(
    v.partialCheck([['itemType'], ['url']], (t) => t.itemType !== 'E_RESOURCE' || t.url !== '', M.urlRequired),
    ['url'],
  ),
);
export type TitleFormValues = v.InferInput<typeof TitleFormSchema>;
export type TitleInput = v.InferOutput<typeof TitleFormSchema>;

/** How many copies a form adds (text as typed), from min. */
const copyCount = (min: number, message: string) =>
  v.pipe(
    v.string(message),
    v.trim(),
    v.regex(/^\d{1,2}$/, message),
    v.transform(Number),
    v.minValue(min, message),
    v.maxValue(50, message),
  );

/** An accession number: letters, digits, '/' and '-', ending in a digit (so the next one counts on from it). */
export const ACCESSION_FORMAT = /^[A-Za-z0-9/-]{0,19}\d$/;

/** A batch of copies of one title: how many, the first accession number (blank: the next free), shelf, price, source. */
const copyEntries = (min: number, countMessage: string) => ({
  count: copyCount(min, countMessage),
  firstAccession: v.pipe(
    v.string(M.accessionInvalid),
    v.trim(),
    v.transform((s) => s.toUpperCase()),
    v.check((s) => s === '' || ACCESSION_FORMAT.test(s), M.accessionInvalid),
  ),
  location: plainText(80, M.locationRequired),
  price: v.pipe(
    v.string(M.priceInvalid),
    v.trim(),
    v.check((s) => s === '' || parseRupees(s).ok, M.priceInvalid),
    v.transform((s) => {
      const parsed = s === '' ? null : parseRupees(s);
      return parsed?.ok ? parsed.paise : null;
    }),
  ),
  source: v.picklist(COPY_SOURCES, M.sourceInvalid),
});

/** A new title with its first copies (POST /api/app/library/titles); an ISBN already catalogued adds the copies there. */
export const NewTitleFormSchema = v.pipe(
  v.object({ ...titleEntries, ...copyEntries(0, M.copiesCountOptional) }),
  v.forward(
    v.partialCheck([['itemType'], ['url']], (t) => t.itemType !== 'E_RESOURCE' || t.url !== '', M.urlRequired),
    ['url'],
  ),
  v.forward(
    v.partialCheck([['count'], ['location']], (c) => c.count === 0 || c.location !== '', M.locationRequired),
    ['location'],
  ),
);
export type NewTitleFormValues = v.InferInput<typeof NewTitleFormSchema>;
export type NewTitleInput = v.InferOutput<typeof NewTitleFormSchema>;

/** More copies of a title on record (POST /api/app/library/titles/:id/copies). */
export const CopiesFormSchema = v.pipe(
  v.object(copyEntries(1, M.copiesCountInvalid)),
  v.forward(
    v.partialCheck([['count'], ['location']], (c) => c.count === 0 || c.location !== '', M.locationRequired),
    ['location'],
  ),
);
export type CopiesFormValues = v.InferInput<typeof CopiesFormSchema>;
export type CopiesInput = v.InferOutput<typeof CopiesFormSchema>;

/** A copy's status set by hand, with the reason the register keeps (PUT /api/app/library/copies/:id/status). */
export const CopyStatusFormSchema = v.object({
  status: v.picklist(HAND_SET_STATUSES, M.statusInvalid),
  reason: required(200, M.statusReasonRequired),
});
export type CopyStatusFormValues = v.InferInput<typeof CopyStatusFormSchema>;

/** A title's or a copy's number in the address. */
export const LibraryIdParamSchema = v.object({
  id: v.pipe(v.string(), v.regex(/^\d{1,9}$/), v.transform(Number)),
});
