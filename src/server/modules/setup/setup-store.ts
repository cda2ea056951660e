import { asc, desc, eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import type { CollegeProfileDetails, CollegeProfileForm } from '../../../domain/home/college-profile-form';
import { SETUP_STEPS, SetupChecklistSchema, type SetupChecklist } from '../../../domain/setup/setup-checklist';
import type { SessionUser } from '../../auth/session-user';
import type { Database } from '../../db/client';
import { collegeImageOf, type CollegeStore } from '../home/service';
import { PROFILE_AUDIT_LIST } from './college-images';
import { STEP_PROBES } from './step-probes';
import { colleges, contactData, listChanges } from '../../db/schema';

/** The set-up checklist and the college profile an administrator keeps (a fresh college starts here). */
export function setupStore(db: Database, transaction: <T>(fn: () => Promise<T>) => Promise<T>, home: CollegeStore) {
  return {
    /** Each step's state from what the database holds: one probe per step, all in one statement. */
    async checklist(): Promise<SetupChecklist> {
      const columns = sql.join(
        SETUP_STEPS.map((step) => sql`${STEP_PROBES[step.key]} as ${sql.identifier(step.key)}`),
        sql`, `,
      );
      const { rows } = await db.execute<Record<string, string>>(sql`select ${columns}`);
      const [row] = rows;
      const steps = SETUP_STEPS.map((step) => ({ key: step.key, state: row?.[step.key] }));
      return v.parse(SetupChecklistSchema, { steps, allDone: steps.every((s) => s.state === 'done') });
    },

    async profile(): Promise<CollegeProfileDetails | null> {
      const [college] = await db.select().from(colleges).orderBy(asc(colleges.id)).limit(1);
      if (!college) return null;
      const [contact] = await db.select().from(contactData).orderBy(desc(contactData.id)).limit(1);
      const images = await home.imageRows();
      return {
        code: college.code,
        name: college.name,
        email: contact?.officialCommunication ?? '',
        address: contact?.campus ?? '',
        phones: (contact?.phoneNumbers ?? []).map((p) => p.number).join(', '),
        aboutUs: contact?.aboutUs ?? '',
        contactSaved: Boolean(contact),
        logo: collegeImageOf(images.logo),
        banner: collegeImageOf(images.banner),
      };
    },

    /**
     * Saves the name and the contact details (the last contact entry is the one the app shows, §7), with the
     * change in the audit log.
     */
    async saveProfile(form: CollegeProfileForm, editor: SessionUser): Promise<boolean> {
      const before = await this.profile();
      return transaction(async () => {
        const [college] = await db.select().from(colleges).orderBy(asc(colleges.id)).limit(1);
        if (!college) return false;
        await db.update(colleges).set({ name: form.name }).where(eq(colleges.id, college.id));
        const phoneNumbers = form.phones
          .split(',')
          .map((p) => p.trim())
          .filter(Boolean)
          .map((number) => ({ number }));
        const values = {
          officialCommunication: form.email,
          campus: form.address,
          phoneNumbers,
          aboutUs: form.aboutUs,
        };
        const [last] = await db.select({ id: contactData.id }).from(contactData).orderBy(desc(contactData.id)).limit(1);
        if (last) await db.update(contactData).set(values).where(eq(contactData.id, last.id));
        else
          await db
            .insert(contactData)
            .values({ ...values, collegeId: college.id, faxNumber: '', candidateDetails: [] });
        const kept = (p: CollegeProfileForm | null) =>
          p && { name: p.name, email: p.email, address: p.address, phones: p.phones, aboutUs: p.aboutUs };
        await db.insert(listChanges).values({
          list: PROFILE_AUDIT_LIST,
          recordId: college.id,
          action: before?.contactSaved ? 'edit' : 'add',
          userId: editor.id,
          userName: editor.username,
          before: before?.contactSaved ? kept(before) : { name: before?.name ?? null },
          after: kept(form),
        });
        return true;
      });
    },
  };
}
export type SetupStore = ReturnType<typeof setupStore>;
