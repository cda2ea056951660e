import type { Config } from '../config';
import type { Database } from '../db/client';
import { seedDemoCollege } from './college';

/**
 * The demo college as the server's start and `npm run seed` load it: the configured college, password and keys,
 * with its calendar, admissions, attendance, paid dues and exam marks following the day it is loaded on.
 */
export function seedDemoFromConfig(db: Database, config: Config, now = new Date()) {
  return seedDemoCollege(db, {
    collegeCode: config.collegeCode,
    collegeName: config.collegeName,
    demoPassword: config.demoPassword,
    gatewayKeysSecret: config.payments.keysSecret,
    now,
    demoAdmissions: { aadhaarKey: config.aadhaarKey, now },
    demoAttendance: { now },
    paidDues: { now },
    demoExamMarks: true,
  });
}
