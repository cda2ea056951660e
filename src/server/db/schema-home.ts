import { integer, jsonb, pgTable, serial, text, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './schema-columns';

export const colleges = pgTable('colleges', {
  id: serial('id').primaryKey(),
  code: varchar('code', { length: 12 }).notNull().unique(),
  name: text('name').notNull(),
  /** The badge made at install: the logo until the college uploads its own. */
  logoSvg: text('logo_svg').notNull(),
  /** The uploaded logo and banner (stored_files rows, owner type 'college'); null: none uploaded. */
  logoFileId: integer('logo_file_id'),
  bannerFileId: integer('banner_file_id'),
  createdAt: createdAt(),
});

/** §3 Contact info; the app reads the last entry (§7 getContactData). */
export const contactData = pgTable('contact_data', {
  id: serial('id').primaryKey(),
  collegeId: integer('college_id')
    .notNull()
    .references(() => colleges.id),
  officialCommunication: text('official_communication').notNull(),
  campus: text('campus').notNull(),
  phoneNumbers: jsonb('phone_numbers').$type<{ number: string }[]>().notNull(),
  faxNumber: text('fax_number').notNull(),
  candidateDetails: jsonb('candidate_details')
    .$type<{ designation: string; name: string; mailId: string }[]>()
    .notNull(),
  aboutUs: text('about_us').notNull(),
  createdAt: createdAt(),
});
