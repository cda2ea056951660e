import { eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApplicationFormDataSchema, type ApplicationFormDataInput } from '../../src/domain/admissions/application-form';
import { admissions, students } from '../../src/server/db/schema';
import { seedDemoCollege } from '../../src/server/demo/college';
import type { Database } from '../../src/server/db/client';
import { aadhaarVault, maskAadhaar } from '../../src/server/modules/admissions/aadhaar';
import { findAdmittedAadhaar, insertAdmissionsBatch } from '../../src/server/modules/admissions/batch-insert';
import { loadAdmissionReferences, resolveAdmission } from '../../src/server/modules/admissions/references';
import { freshDatabase, type TestDatabase } from './support/databases';

const vault = aadhaarVault('a-test-aadhaar-key-of-some-length');

const payload = (overrides: Partial<ApplicationFormDataInput> = {}) =>
  v.parse(ApplicationFormDataSchema, {
    name: 'Ravi Kumar',
    courseAppliedFor: 'b.tech',
    batch: '2024-2028',
    branch: 'cse',
    gender: 'male',
    aadharNo: '2345 6781 0123',
    dateOfAdmission: '15/07/2026',
    dateOfBirth: '02/03/2008',
    ...overrides,
  });

describe('admissions store', () => {
  let database: TestDatabase;
  let db: Database;
  beforeAll(async () => {
    database = await freshDatabase('pglite');
    db = database.handle.db;
    await seedDemoCollege(db, { collegeCode: 'DEMO', collegeName: 'Demo College' });
  }, 300_000);
  afterAll(async () => database?.drop());

  it('encrypts Aadhaar with a random nonce, decrypts it, hashes it with the key and masks it as XXXX XXXX 1234', () => {
    const a = vault.encrypt('234567810123');
    expect(a).not.toContain('234567810123');
    expect(a).not.toEqual(vault.encrypt('234567810123'));
    expect(vault.decrypt(a)).toBe('234567810123');
    expect(vault.hash('234567810123')).toBe(vault.hash('234567810123'));
    expect(vault.hash('234567810123')).not.toBe(aadhaarVault('another-key-of-some-length').hash('234567810123'));
    expect(maskAadhaar('234567810123')).toBe('XXXX XXXX 0123');
  });

  // One story, step by step: the admission numbers and the unique keyed hash stand on the batch inserted first.
  it('inserts a batch as students with distinct admission numbers, never stores the number in clear, and refuses the same Aadhaar again', async () => {
    // First: inserts a batch as students with distinct admission numbers and never stores the number in clear.
    {
      const refs = await loadAdmissionReferences(db);
      const rows = ['234567810123', '345678941234', '456789072345'].map((aadharNo, i) => {
        const r = resolveAdmission(
          refs,
          payload({ aadharNo, name: `Student ${'ABC'[i]!}` }),
          new Date('2026-07-15T00:00:00Z'),
        );
        if (!r.ok) throw new Error(r.message);
        return r.admission;
      });
      const inserted = await db.transaction((tx) =>
        insertAdmissionsBatch(tx as unknown as Database, rows, vault, null),
      );
      expect(inserted.map((i) => i.adminNo)).toEqual(['2026ADM0003', '2026ADM0004', '2026ADM0005']);
      const [student] = await db.select().from(students).where(eq(students.rollNo, '2026ADM0004'));
      expect(student).toMatchObject({ fullName: 'Student B', gender: 'MALE' });
      const [row] = await db.select().from(admissions).where(eq(admissions.adminNo, '2026ADM0003'));
      expect(row).toMatchObject({ academicYear: '2026-2027', aadhaarLast4: '0123', dateOfAdmission: '2026-07-15' });
      expect(vault.decrypt(row!.aadhaarCipher)).toBe('234567810123');
      const dump = await db.execute(sql`select row_to_json(a)::text as t from admissions a`);
      expect(JSON.stringify(dump)).not.toContain('234567810123');
      const found = await findAdmittedAadhaar(db, vault, ['345678941234', '999999999999']);
      expect([...found]).toEqual([['345678941234', '2026ADM0004']]);
    }

    // Then: refuses a second admission with the same Aadhaar (unique keyed hash).
    {
      const refs = await loadAdmissionReferences(db);
      const r = resolveAdmission(refs, payload({ aadharNo: '234567810123' }), new Date('2026-07-16T00:00:00Z'));
      if (!r.ok) throw new Error(r.message);
      await expect(
        db.transaction((tx) => insertAdmissionsBatch(tx as unknown as Database, [r.admission], vault, null)),
      ).rejects.toThrow();
    }
  });

  it('names the field a lookup does not know: Degree, Batch, Branch Not Found', async () => {
    const refs = await loadAdmissionReferences(db);
    const today = new Date('2026-07-15T00:00:00Z');
    expect(resolveAdmission(refs, payload({ courseAppliedFor: 'B.Arch' }), today)).toMatchObject({
      ok: false,
      field: 'courseAppliedFor',
      message: 'Degree Not Found',
    });
    expect(resolveAdmission(refs, payload({ batch: '1999-2003' }), today)).toMatchObject({
      ok: false,
      field: 'batch',
      message: 'Batch Not Found',
    });
    expect(resolveAdmission(refs, payload({ branch: 'XYZ' }), today)).toMatchObject({
      ok: false,
      field: 'branch',
      message: 'Branch Not Found',
    });
  });
});
