import * as v from 'valibot';

/** GET /api/app/getAdmissionsDashboard: the admissions dashboard's live figures. */
export const AdmissionsDashboardSchema = v.object({
  /** §9 academic-year helper ('2026-2027'). */
  academicYear: v.string(),
  thisYear: v.number(),
  today: v.number(),
  /** Admissions of this academic year whose certificates are not marked submitted. */
  certificatesPending: v.number(),
  byBranch: v.array(v.object({ course: v.string(), branch: v.string(), count: v.number() })),
  byAdmissionType: v.array(v.object({ admissionType: v.string(), count: v.number() })),
  byAgent: v.array(v.object({ agent: v.string(), count: v.number(), agentAmountPaise: v.number() })),
  generatedAt: v.string(),
});
export type AdmissionsDashboard = v.InferOutput<typeof AdmissionsDashboardSchema>;

/** How a blank admission type or agent is shown. */
export const NOT_GIVEN = /*i18n*/ 'Not given';
export const NO_AGENT = /*i18n*/ 'No agent (direct)';
