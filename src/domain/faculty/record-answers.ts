import * as v from 'valibot';

// The answers of the faculty database's record calls ({fdb}/publications, /mous, /awards): a saved record as the
// server stores it, and a listed one with its owner's names. Dates are YYYY-MM-DD; the stamps are ISO instants.

/** Every stored record: its owner's faculty id and when it was made and last changed. */
const stored = { facultyId: v.number(), createdAt: v.string(), updatedAt: v.string() };

const publication = {
  id: v.number(),
  ...stored,
  title: v.string(),
  venue: v.string(),
  year: v.number(),
  doi: v.nullable(v.string()),
  scopus: v.boolean(),
  webOfScience: v.boolean(),
  citations: v.number(),
};
const mou = {
  id: v.number(),
  ...stored,
  partner: v.string(),
  purpose: v.string(),
  signedOn: v.string(),
  validUntil: v.nullable(v.string()),
};
const award = {
  id: v.number(),
  ...stored,
  title: v.string(),
  awardedBy: v.string(),
  year: v.number(),
  description: v.string(),
};

/** Who a record belongs to, as every list row carries it. */
const owner = { facultyName: v.string(), empCode: v.string(), department: v.string() };

/** POST and PUT {fdb}/<kind>: the record as saved. */
export const SAVED_RECORD_SCHEMAS = {
  publications: v.object(publication),
  mous: v.object(mou),
  awards: v.object(award),
};

/** GET {fdb}/<kind>: one row of the list, with its owner. */
export const LISTED_RECORD_SCHEMAS = {
  publications: v.object({ ...publication, ...owner }),
  mous: v.object({ ...mou, ...owner }),
  awards: v.object({ ...award, ...owner }),
};

/** DELETE {fdb}/<kind>/{id}: the id of the record removed. */
export const RecordDeletedSchema = v.object({ id: v.number(), deleted: v.literal(true) });

/** GET {fdb}/<kind>: the whole list of one kind. */
export const listedRecordsSchema = <K extends keyof typeof LISTED_RECORD_SCHEMAS>(kind: K) =>
  v.array(LISTED_RECORD_SCHEMAS[kind]);

/** The counters ({fdb}/getCountOfCitations and the like): one bare number. */
export const RecordTotalSchema = v.number();
