/**
 * The address of an in-app link, each path segment percent-encoded exactly once. Links come spelled as
 * the product spells them ('/app/Create User') or already encoded ('/results/…Examinations%2C%20December%202024',
 * as the server's notifications and the exam-title list build them with encodeURIComponent): both give the
 * same address, and encoding an address again changes nothing (a title with a comma was encoded twice).
 */
export function linkHref(to: string): string {
  const [path = '', ...rest] = to.split(/(?=[?#])/);
  // The query and hash are kept as given, with only spaces and other non-ASCII characters encoded.
  return (
    path.split('/').map(encodeSegmentOnce).join('/') + rest.join('').replace(/[^\x21-\x7e]+/gu, (run) => encodeURI(run))
  );
}

/** §2 /results/{title}: the address of one exam title's result page, the title encoded once. */
export function resultsTitlePath(title: string): string {
  return `/results/${encodeURIComponent(title)}`;
}

function encodeSegmentOnce(segment: string): string {
  let decoded = segment;
  if (/%[0-9A-Fa-f]{2}/.test(segment)) {
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      decoded = segment; // a literal '%' in a spelled name ('100% pass')
    }
  }
  return encodeURIComponent(decoded);
}
