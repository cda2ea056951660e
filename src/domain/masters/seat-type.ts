/** §4: a seat type's drop-down text is '{name},{description}'; the option shows the text before the first comma. */
export function seatTypeLabel(dropText: string): string {
  return (dropText.split(',')[0] ?? '').trim();
}

export function seatTypeDropText(name: string, description: string): string {
  return `${name},${description}`;
}
