/**
 * Not a seed message: the answer (503) when the server has so many result PDFs waiting to be built that it asks for
 * this one later; a device that shows the sheet builds the PDF itself instead. Apart from the results messages, which
 * every page loads, since only the PDF download says it.
 */
export const RESULT_PDF_BUSY = /*i18n*/ 'Many results are being downloaded right now. Please try again in a minute.';
