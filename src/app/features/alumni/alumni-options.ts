import type { Option } from '../../ui/form/select-field';

/** §9 working options and alumni statuses, as the forms show them (each label in the page's language). */
export const WORKING_CHOICES: readonly Option[] = [
  { value: 'yes', label: /*i18n*/ 'Yes' },
  { value: 'no', label: /*i18n*/ 'No' },
  { value: 'NA', label: /*i18n*/ 'NA' },
];
export const STATUS_CHOICES: readonly Option[] = [
  { value: 'working', label: /*i18n*/ 'Working' },
  { value: 'studying', label: /*i18n*/ 'Studying' },
];
