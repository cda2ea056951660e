import type { Week } from '../../../domain/timetable/timetable';
import { letterheadLogoOnDevice } from '../../lib/letterhead-logo';
import { inPageLanguage } from '../../lib/pdf/page-translate';
import { saveFile } from '../../lib/save-file';

/** The week as a PDF on the college letterhead, built on the device (jsPDF loads only now), offline too. */
export async function downloadTimetablePdf(week: Week, collegeName: string, logoUrl: string | null): Promise<void> {
  const [{ buildTimetablePdf, timetablePdfFileName, timetablePdfWords }, { indicShaperFor }] = await Promise.all([
    import('../../../domain/pdf/timetable-pdf'),
    import('../../lib/pdf/indic-shaper'),
  ]);
  const shaper = await indicShaperFor(week, collegeName, timetablePdfWords(week, inPageLanguage));
  const logo = await letterheadLogoOnDevice(logoUrl);
  const pdf = buildTimetablePdf(week, { collegeName, logo, generatedAt: new Date() }, shaper, inPageLanguage);
  saveFile(new Blob([pdf], { type: 'application/pdf' }), timetablePdfFileName(week));
}
