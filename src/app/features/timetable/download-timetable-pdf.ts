import type { Week } from '../../../domain/timetable/timetable';
import { letterheadLogoOnDevice } from '../../lib/letterhead-logo';
import { saveFile } from '../../lib/save-file';

/** The week as a PDF on the college letterhead, built on the device (jsPDF loads only now), offline too. */
export async function downloadTimetablePdf(week: Week, collegeName: string, logoUrl: string | null): Promise<void> {
  const [{ buildTimetablePdf, timetablePdfFileName }, { indicShaperFor }] = await Promise.all([
    import('../../../domain/pdf/timetable-pdf'),
    import('../../lib/pdf/indic-shaper'),
  ]);
  const shaper = await indicShaperFor(week, collegeName);
  const logo = await letterheadLogoOnDevice(logoUrl);
  const pdf = buildTimetablePdf(week, { collegeName, logo, generatedAt: new Date() }, shaper);
  saveFile(new Blob([pdf], { type: 'application/pdf' }), timetablePdfFileName(week));
}
