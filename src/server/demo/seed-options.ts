/** What a seed of the demo college is asked for: the college's name and code, and which optional parts it loads. */
export interface SeedOptions {
  collegeCode: string;
  /**
   * The moment the demo is made: its calendar (academic years, semester dates, holidays, events) and leave move by
   * whole years so that it falls in the current academic year (demo-year.ts). Absent in tests: 2026-2027 as written.
   */
  now?: Date;
  /** The demo's attendance up to this day (attendance.ts); none when absent, so tests start from no sheets. */
  demoAttendance?: { now: Date };
  collegeName: string;
  /** Password of the demo users (DEMO_PASSWORD). */
  demoPassword?: string;
  /** GATEWAY_KEYS_SECRET: the sandbox keys of the demo fee types are encrypted with it. */
  gatewayKeysSecret?: string;
  /** The demo payment history (paid and abandoned orders with receipts); on unless a test needs none. */
  paymentHistory?: boolean;
  /**
   * Most students of the batch on roll have paid their current tuition (paid-dues.ts), paid before this moment; none
   * when absent, so tests that count payments, receipts and dues start from the payment history alone.
   */
  paidDues?: { now: Date };
  /**
   * This academic year's demo admissions (admissions.ts), encrypted with this AADHAAR_KEY; none when
   * absent, so tests that count admissions start from an empty register.
   */
  demoAdmissions?: { aadhaarKey: string; now: Date };
  /** A supplementary exam with its marks in, ready for the exam cell to process and publish (exam-marks.ts). */
  demoExamMarks?: boolean;
}
