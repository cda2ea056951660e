import { CATALOGUE_SEARCH_MESSAGES } from '../messages/catalogue-search';

/** Every message of the library, once (English ids; the catalogue gives Telugu and Hindi). */
export const LIBRARY_MESSAGES = {
  ...CATALOGUE_SEARCH_MESSAGES,
  isbnInvalid: /*i18n*/ 'Enter a valid ISBN-10 or ISBN-13 (check the last digit), or leave it empty',
  titleRequired: /*i18n*/ 'Enter the title, at most 300 letters',
  authorsInvalid: /*i18n*/ 'Enter the authors one per line (at most 10, each at most 120 letters)',
  textInvalid: /*i18n*/ 'Keep it shorter, and without < or >',
  yearInvalid: /*i18n*/ 'Enter the year of publication (four digits, not after next year), or leave it empty',
  itemTypeInvalid: /*i18n*/ 'Choose the kind of item',
  urlRequired: /*i18n*/ 'An e-resource needs its web address (https://…)',
  urlInvalid: /*i18n*/ 'Enter a web address starting with http:// or https://, or leave it empty',
  callNumberInvalid: /*i18n*/ 'Enter the call number as on the spine (e.g. 621.3 BAK), at most 40 characters',
  copiesCountInvalid: /*i18n*/ 'Enter the number of copies: 1 to 50',
  copiesCountOptional: /*i18n*/ 'Enter the number of copies to add now: 0 to 50',
  accessionInvalid: /*i18n*/ 'Enter the accession number: letters, digits, / and -, at most 20, ending in a digit',
  barcodeInvalid: /*i18n*/ 'Enter the barcode: letters and digits, at most 32',
  locationRequired: /*i18n*/ 'Enter the shelf or location of the copy',
  priceInvalid: /*i18n*/ 'Enter the price in rupees, up to two decimals, or leave it empty',
  sourceInvalid: /*i18n*/ 'Choose where the copy came from',
  statusInvalid: /*i18n*/ 'Choose the new status',
  statusReasonRequired: /*i18n*/ 'Give the reason for the change, at most 200 letters',
  statusFromCirculation: /*i18n*/ 'This copy is issued or on hold: return it or cancel the hold first',
  statusUnchanged: /*i18n*/ 'The copy already has this status',
  accessionTaken: /*i18n*/ 'Accession number {accession} is already on another copy',
  barcodeTaken: /*i18n*/ 'Barcode {barcode} is already on another copy',
  isbnTaken: /*i18n*/ 'Another title already has this ISBN',
  unknownTitle: /*i18n*/ 'No such title in the catalogue',
  unknownCopy: /*i18n*/ 'No such copy in the catalogue',
  titleAdded: /*i18n*/ 'Title added to the catalogue',
  titleMerged: /*i18n*/ 'This ISBN was already catalogued: the copies were added to that title',
  titleSaved: /*i18n*/ 'Title saved',
  copiesAdded: /*i18n*/ 'Copies added',
  statusChanged: /*i18n*/ 'Copy status changed',
  marcEmpty: /*i18n*/ 'The file has no MARC records: choose a MARC21 (.mrc) file exported from the old system',
  marcTooLarge: /*i18n*/ 'The MARC file is larger than 20 MB: export it in parts',
  marcUnreadable: /*i18n*/ 'This record is not a readable MARC21 record',
  marcNoTitle: /*i18n*/ 'The record has no title (245 $a)',
  marcNoCopies: /*i18n*/ 'The record has no copies (952 or 852) and its title is already catalogued',
  importImported: /*i18n*/ 'Import finished',
  alreadyInFile: /*i18n*/ 'Accession number {accession} is on an earlier record of this file',
  uploadAccessionTaken: /*i18n*/ 'This accession number is already in the catalogue',
  uploadRepeated: /*i18n*/ 'The same accession number is on row {row} of this file',
} as const;

/** A message with its {placeholders} filled in (the catalogue translates the message before it is filled). */
export const filled = (message: string, values: Readonly<Record<string, string | number>>): string =>
  message.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
