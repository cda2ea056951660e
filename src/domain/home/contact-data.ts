import * as v from 'valibot';

/** §3 Contact info, as getContactData answers it (a list; the app uses the last entry, §7). */
export const ContactDataSchema = v.object({
  officialCommunication: v.string(),
  campus: v.string(),
  phoneNumber: v.array(v.object({ number: v.string() })),
  faxNumber: v.string(),
  candidateDetails: v.array(v.object({ designation: v.string(), name: v.string(), mailId: v.string() })),
  aboutUs: v.string(),
});
export type ContactData = v.InferOutput<typeof ContactDataSchema>;
export const ContactDataListSchema = v.array(ContactDataSchema);
