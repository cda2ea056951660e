import type { Option } from '../../ui/form/select-field';

/** §9 working options and alumni statuses, as the forms show them. */
export const WORKING_CHOICES: readonly Option[] = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
  { value: 'NA', label: 'NA' },
];
export const STATUS_CHOICES: readonly Option[] = [
  { value: 'working', label: 'Working' },
  { value: 'studying', label: 'Studying' },
];
