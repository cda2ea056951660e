/**
 * 'Meena Rao' → 'M. R.': enough for an applicant to recognise their own admission before paying, without
 * telling a stranger who guessed an admission number and birth date whose admission it is.
 */
export function nameInitials(name: string): string {
  return name
    .split(/[\s.]+/)
    .filter((part) => /\p{L}/u.test(part))
    .map((part) => `${[...part][0]!.toUpperCase()}.`)
    .join(' ');
}
