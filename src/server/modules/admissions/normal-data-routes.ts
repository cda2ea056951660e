import { Hono } from 'hono';
import { academicYear } from '../../../domain/calendar/academic-year';
import { normalData } from '../../../domain/admissions/normal-data';
import type { AppEnv } from '../../auth/session-user';
import type { collegeStore } from '../home/service';
import type { MastersService } from '../masters/service';

/** §7 GET getNormalData: the college's code, name, academic year and the admission types its forms offer. */
export function normalDataRoutes(
  college: ReturnType<typeof collegeStore>,
  masters: Pick<MastersService, 'seatTypes'>,
  clock: () => Date,
) {
  return new Hono<AppEnv>().get('/getNormalData', async (c) => {
    const [profile, seatTypes] = await Promise.all([college.collegeProfile(), masters.seatTypes()]);
    c.header('Cache-Control', 'no-store');
    return c.json(
      normalData(
        profile,
        academicYear(clock()),
        seatTypes.map((s) => s.dropText),
      ),
    );
  });
}
