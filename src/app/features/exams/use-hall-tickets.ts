import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { english, type Translate } from '../../../domain/i18n/translate';
import { bytesFromBase64 } from '../../../domain/files/base64';
import { ensureCatalogue } from '../../i18n/app-i18n';
import { inPageLanguage } from '../../lib/pdf/page-translate';
import { refusalText } from '../../lib/refusal-text';
import { saveFile } from '../../lib/save-file';
import { hallTicketPages, hallTicketsPdf } from './exams-queries';

/** How far the making of a branch's hall tickets is: pages made of all. */
export interface HallTicketProgress {
  label: string;
  made: number;
  total: number | null;
}

/** Lets the screen draw the count between two pages (the PDF is made on the page's own thread). */
const nextFrame = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Saving hall tickets: one student's PDF is made on the server; a branch's tickets are fetched once as data and the
 * PDF is made here page by page (jsPDF, loaded on first use), so the screen counts the pages as they are made.
 */
export function useHallTickets(examId: number) {
  const { i18n } = useLingui();
  const [progress, setProgress] = useState<HallTicketProgress | null>(null);
  const [said, setSaid] = useState<string | null>(null);
  const run = async (label: string, work: () => Promise<string>) => {
    setProgress({ label, made: 0, total: null });
    setSaid(null);
    try {
      setSaid(await work());
    } catch (e) {
      setSaid(await refusalText(e));
    } finally {
      setProgress(null);
    }
  };
  const saved = (count: number, fileName: string) =>
    i18n._('{count, plural, one {{n} hall ticket} other {{n} hall tickets}} saved as {fileName}', {
      count,
      n: String(count),
      fileName,
    });

  const student = (rollNo: string) =>
    run(rollNo, async () => {
      const pdf = await hallTicketsPdf(examId, { rollNo });
      saveFile(new Blob([bytesFromBase64(pdf.b64)], { type: 'application/pdf' }), pdf.fileName);
      return saved(pdf.count, pdf.fileName);
    });

  const branch = (name: string) =>
    run(name, async () => {
      const [data, { buildHallTicketsPdfByPage, hallTicketPdfWords }, { indicShaperFor }] = await Promise.all([
        hallTicketPages(examId, { branch: name }),
        import('../../../domain/pdf/hall-ticket-pdf'),
        import('../../lib/pdf/indic-shaper'),
        // The tickets' labels print in the page's language.
        ensureCatalogue('exams'),
      ]);
      setProgress({ label: name, made: 0, total: data.tickets.length });
      const tickets = data.tickets.map((t) => ({
        ...t,
        photo: t.photo ? { bytes: bytesFromBase64(t.photo.b64), format: t.photo.format } : null,
      }));
      const heading = { ...data.letterhead, generatedAt: new Date() };
      const shaper = await indicShaperFor(data.title, tickets, heading, hallTicketPdfWords(inPageLanguage));
      const pdf = await buildHallTicketsPdfByPage(
        data.title,
        tickets,
        heading,
        async (made, total) => {
          setProgress({ label: name, made, total });
          await nextFrame();
        },
        shaper,
        inPageLanguage,
      );
      saveFile(new Blob([pdf], { type: 'application/pdf' }), data.fileName);
      return saved(tickets.length, data.fileName);
    });

  return { progress, said, student, branch };
}

/** "Hall tickets of CSE: 12 of 60 pages made…", in the words of `translate` (the screen's language). */
export const progressText = (p: HallTicketProgress, translate: Translate = english): string =>
  p.total === null
    ? translate(/*i18n*/ 'Making the hall tickets of {branch}…', { branch: p.label })
    : translate(/*i18n*/ 'Hall tickets of {branch}: {made} of {total} pages made…', {
        branch: p.label,
        made: String(p.made),
        total: String(p.total),
      });
