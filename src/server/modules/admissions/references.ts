import { asc } from 'drizzle-orm';
import { academicYearOfDay } from '../../../domain/calendar/academic-year';
import { collegeDay } from '../../../domain/calendar/college-time';
import type { ApplicationFormData } from '../../../domain/admissions/application-form';
import { rupeesToPaise } from '../../../domain/admissions/application-form';
import type { AdmissionDetails } from '../../../domain/admissions/admission-record';
import { ADMISSION_MESSAGES as M } from '../../../domain/admissions/messages';
import { implausibleDates } from '../../../domain/admissions/plausible-dates';
import type { Database } from '../../db/client';
import { batches, branches, degrees, regulations } from '../../db/schema';
import { checkFormLists, loadFormLists, type FormLists } from './form-lists';

interface DegreeRef {
  id: number;
  name: string;
  level: string;
}
interface BatchRef {
  id: number;
  name: string;
  startYear: number;
  regulationId: number | null;
}
interface BranchRef {
  id: number;
  shortName: string;
  code: string;
  name: string;
}
interface RegulationRef {
  id: number;
  code: string;
  fromYear: number;
}

/**
 * The degrees, batches, branches and regulations an admission names, loaded once (a few hundred rows) so
 * one save or a 10,000-row import resolves names in memory, with no query per row.
 */
export interface AdmissionReferences {
  degreeByName: Map<string, DegreeRef>;
  batchByDegree: Map<number, Map<string, BatchRef>>;
  branchByDegree: Map<number, Map<string, BranchRef>>;
  regulationByCode: Map<string, RegulationRef>;
  regulations: RegulationRef[];
  degreeById: Map<number, DegreeRef>;
  batchById: Map<number, BatchRef>;
  branchById: Map<number, BranchRef>;
  regulationById: Map<number, RegulationRef>;
  lists: FormLists;
}

const key = (s: string) => s.trim().toLowerCase();

export async function loadAdmissionReferences(db: Database): Promise<AdmissionReferences> {
  const [degreeRows, batchRows, branchRows, regulationRows, lists] = await Promise.all([
    db.select({ id: degrees.id, name: degrees.name, level: degrees.level }).from(degrees),
    db
      .select({
        id: batches.id,
        degreeId: batches.degreeId,
        name: batches.name,
        startYear: batches.startYear,
        regulationId: batches.regulationId,
      })
      .from(batches),
    db
      .select({
        id: branches.id,
        degreeId: branches.degreeId,
        shortName: branches.shortName,
        code: branches.code,
        name: branches.name,
      })
      .from(branches),
    db
      .select({ id: regulations.id, code: regulations.code, fromYear: regulations.fromYear })
      .from(regulations)
      .orderBy(asc(regulations.fromYear)),
    loadFormLists(db),
  ]);
  const grouped = <T extends { degreeId: number }>(rows: T[], names: (r: T) => string[]) => {
    const map = new Map<number, Map<string, T>>();
    for (const row of rows) {
      const inner = map.get(row.degreeId) ?? new Map<string, T>();
      for (const n of names(row)) if (!inner.has(key(n))) inner.set(key(n), row);
      map.set(row.degreeId, inner);
    }
    return map;
  };
  return {
    degreeByName: new Map(degreeRows.map((d) => [key(d.name), d])),
    batchByDegree: grouped(batchRows, (b) => [b.name]),
    // A branch is named by its short form (what getBranchesShortForms offers), its code or its full name.
    branchByDegree: grouped(branchRows, (b) => [b.shortName, b.code, b.name]),
    regulationByCode: new Map(regulationRows.map((r) => [key(r.code), r])),
    regulations: regulationRows,
    degreeById: new Map(degreeRows.map((d) => [d.id, d])),
    batchById: new Map(batchRows.map((b) => [b.id, b])),
    branchById: new Map(branchRows.map((b) => [b.id, b])),
    regulationById: new Map(regulationRows.map((r) => [r.id, r])),
    lists,
  };
}

/** An admission ready to insert: names resolved to ids, money in paise, the Aadhaar in clear until stored. */
export interface ResolvedAdmission {
  aadhaar: string;
  fullName: string;
  gender: string;
  degreeId: number;
  batchId: number;
  branchId: number;
  regulationId: number;
  academicYear: string;
  dateOfAdmission: string;
  admissionType: string;
  seatType: string;
  category: string;
  agent: string;
  certificateSubmission: string;
  feeCommitmentPaise: number;
  studentPaidPaise: number;
  agentAmountPaise: number;
  email: string | null;
  mobile: string | null;
  dateOfBirth: string | null;
  details: AdmissionDetails;
}

export type Resolution =
  { ok: true; admission: ResolvedAdmission } | { ok: false; field: keyof ApplicationFormData; message: string };

/** What a modified record already holds: kept even if its list has since dropped it. */
export type KeptValues = Partial<Record<'category' | 'admissionType' | 'seatType' | 'agent', string>>;

/**
 * A validated payload → the row to store, or which field names something unknown or a date that cannot be
 * right. Category, admission type (the college's rule, admissionTypesFor), seat type and agent must come
 * from the college's lists. The date of admission defaults to today; the academic year follows it (§9
 * helper); the regulation is the payload's, else the batch's, else the newest one in force in the batch's
 * first year.
 */
export function resolveAdmission(
  refs: AdmissionReferences,
  p: ApplicationFormData,
  today: Date,
  kept: KeptValues = {},
): Resolution {
  const todayIso = collegeDay(today);
  const [dateIssue] = implausibleDates(p, todayIso);
  if (dateIssue) return { ok: false, field: dateIssue.field, message: dateIssue.message };
  const listed = checkFormLists(
    refs.lists,
    { category: p.category, admissionType: p.admissionType, seatType: p.seatType, agent: p.agent },
    kept,
  );
  if (!listed.ok) return listed;
  const { category, admissionType, seatType, agent } = listed.values;
  const degree = refs.degreeByName.get(key(p.courseAppliedFor));
  if (!degree) return { ok: false, field: 'courseAppliedFor', message: M.unknownCourse };
  const batch = refs.batchByDegree.get(degree.id)?.get(key(p.batch));
  if (!batch) return { ok: false, field: 'batch', message: M.unknownBatch };
  const branch = refs.branchByDegree.get(degree.id)?.get(key(p.branch));
  if (!branch) return { ok: false, field: 'branch', message: M.unknownBranch };
  const named = p.regulation ? refs.regulationByCode.get(key(p.regulation)) : undefined;
  const inForce = [...refs.regulations].reverse().find((r) => r.fromYear <= batch.startYear) ?? refs.regulations[0];
  const regulationId = named?.id ?? batch.regulationId ?? inForce?.id;
  if (regulationId === undefined) return { ok: false, field: 'regulation', message: M.unknownBatch };
  const dateOfAdmission = p.dateOfAdmission || todayIso;
  const { aadharNo, ...rest } = p;
  const details: AdmissionDetails = {
    ...rest,
    category,
    admissionType,
    seatType,
    agent,
    courseAppliedFor: degree.name,
    batch: batch.name,
    branch: branch.shortName,
    regulation: refs.regulationById.get(regulationId)?.code ?? p.regulation,
    level: p.level || degree.level,
    dateOfAdmission,
  };
  return {
    ok: true,
    admission: {
      aadhaar: aadharNo,
      fullName: p.name,
      gender: p.gender,
      degreeId: degree.id,
      batchId: batch.id,
      branchId: branch.id,
      regulationId,
      academicYear: academicYearOfDay(dateOfAdmission),
      dateOfAdmission,
      admissionType,
      seatType: seatType || admissionType,
      category: category.toUpperCase(),
      agent,
      certificateSubmission: p.certificateSubmission,
      feeCommitmentPaise: rupeesToPaise(p.feeCommitment),
      studentPaidPaise: rupeesToPaise(p.studentPaidamount),
      agentAmountPaise: rupeesToPaise(p.agentAmount),
      email: p.emailId || null,
      mobile: p.studentContactNo || null,
      dateOfBirth: p.dateOfBirth || null,
      details,
    },
  };
}
