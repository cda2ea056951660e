/** GET /api/app/getAdmissionsDashboard: the admissions dashboard's live figures. */
export interface AdmissionsDashboard {
  /** §9 academic-year helper ('2026-2027'). */
  academicYear: string;
  thisYear: number;
  today: number;
  /** Admissions of this academic year whose certificates are not marked submitted. */
  certificatesPending: number;
  byBranch: { course: string; branch: string; count: number }[];
  byAdmissionType: { admissionType: string; count: number }[];
  byAgent: { agent: string; count: number; agentAmountPaise: number }[];
  generatedAt: string;
}

/** How a blank admission type or agent is shown. */
export const NOT_GIVEN = 'Not given';
export const NO_AGENT = 'No agent (direct)';
