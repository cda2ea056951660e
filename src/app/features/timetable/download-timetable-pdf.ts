import type { Week } from '../../../domain/timetable/timetable';
import { english, type Translate } from '../../../domain/timetable/timetable-pdf-labels';
import { appI18n } from '../../i18n/app-i18n';
import { letterheadLogoOnDevice } from '../../lib/letterhead-logo';
import { saveFile } from '../../lib/save-file';

/** The page's language for the PDF's words; a word no loaded catalogue has (a day the server names) prints as sent. */
const inPageLanguage: Translate = (id, values) => {
  const i18n = appI18n();
  return i18n.messages[id] === undefined ? english(id, values) : i18n._(id, values);
};

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
