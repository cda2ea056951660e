import { collegeDay } from '../../../domain/calendar/college-time';
import type { LabelSheetAnswer, PatronCardsAnswer } from '../../../domain/library/barcode-answers';
import { ACCESSION_LABEL_WORDS, PATRON_CARD_WORDS } from '../../../domain/library/barcode-words';
import { LABEL_LAYOUTS, type LabelLayoutId } from '../../../domain/library/label-layouts';
import { bytesFromBase64 } from '../../../domain/files/base64';
import { inPageLanguage } from '../../lib/pdf/page-translate';
import { saveFile } from '../../lib/save-file';

/** Told after each sheet or page is drawn: how many are made of all. */
export type OnPages = (made: number, total: number) => void;

/** Lets the screen draw the count between two sheets (the PDF is made on the page's own thread). */
const nextFrame = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** The day in the file's name: the college's day (2026-12-02). */
const today = () => collegeDay(new Date());

const pdfBlob = (pdf: ArrayBuffer) => new Blob([pdf], { type: 'application/pdf' });

export interface LabelSheetSaved {
  fileName: string;
  labels: number;
  sheets: number;
  /** Barcodes whose bars came out too narrow on this sheet to scan reliably. */
  tooLong: string[];
}

/**
 * The labels as a PDF of label sheets, made here sheet by sheet (jsPDF loads only now), and handed to the browser's
 * downloads. The label's own words print in the page's language; Telugu or Hindi text brings its shaper.
 */
export async function downloadLabelSheet(
  answer: LabelSheetAnswer,
  layoutId: LabelLayoutId,
  startAt: number,
  onPages: OnPages,
): Promise<LabelSheetSaved> {
  const [{ buildLabelSheetPdf }, { indicShaperFor }] = await Promise.all([
    import('../../../domain/pdf/accession-labels-pdf'),
    import('../../lib/pdf/indic-shaper'),
  ]);
  const words = Object.values(ACCESSION_LABEL_WORDS).map((w) => inPageLanguage(w));
  const shaper = await indicShaperFor(answer.collegeName, answer.labels, words);
  let sheets = 0;
  const { pdf, tooLong } = await buildLabelSheetPdf(
    answer.labels,
    {
      layout: LABEL_LAYOUTS[layoutId],
      startAt,
      collegeName: answer.collegeName,
      generatedAt: new Date(),
      translate: inPageLanguage,
    },
    async (made, total) => {
      sheets = total;
      onPages(made, total);
      await nextFrame();
    },
    shaper,
  );
  const fileName = `Accession_Labels_${today()}.pdf`;
  saveFile(pdfBlob(pdf), fileName);
  return { fileName, labels: answer.labels.length, sheets, tooLong };
}

export interface PatronCardsSaved {
  fileName: string;
  cards: number;
  pages: number;
}

/** The cards as a PDF, ten to a page, made here page by page with the college's logo, and downloaded. */
export async function downloadPatronCards(answer: PatronCardsAnswer, onPages: OnPages): Promise<PatronCardsSaved> {
  const [{ buildPatronCardsPdf, patronCardOf }, { indicShaperFor }] = await Promise.all([
    import('../../../domain/pdf/patron-cards-pdf'),
    import('../../lib/pdf/indic-shaper'),
  ]);
  const cards = answer.cards.map((card) => patronCardOf(card, inPageLanguage));
  const words = Object.values(PATRON_CARD_WORDS).map((w) => inPageLanguage(w));
  const shaper = await indicShaperFor(answer.collegeName, cards, words);
  const logo = answer.logo ? { bytes: bytesFromBase64(answer.logo.b64), format: answer.logo.format } : null;
  let pages = 0;
  const pdf = await buildPatronCardsPdf(
    cards,
    { collegeName: answer.collegeName, logo, generatedAt: new Date(), translate: inPageLanguage },
    async (made, total) => {
      pages = total;
      onPages(made, total);
      await nextFrame();
    },
    shaper,
  );
  const fileName = `Library_Cards_${today()}.pdf`;
  saveFile(pdfBlob(pdf), fileName);
  return { fileName, cards: cards.length, pages };
}
