/** A round badge with the college code: the logo until the college uploads its own. */
export function collegeLogoSvg(code: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120"><circle cx="60" cy="60" r="56" fill="#1f6f78"/><circle cx="60" cy="60" r="46" fill="none" stroke="#f4d35e" stroke-width="4"/><text x="60" y="70" font-family="Arial,sans-serif" font-size="30" font-weight="700" fill="#fff" text-anchor="middle">${code.slice(0, 4)}</text></svg>`;
}
