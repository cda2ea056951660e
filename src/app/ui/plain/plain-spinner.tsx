/** Three pulsing dots (Ionic's "dots" spinner in CSS) with a name for screen readers: what is loading. */
export function PlainSpinner({ label }: { label: string }) {
  return (
    <span className="plain-spinner" role="status">
      <span className="visually-hidden">{label}</span>
      <span className="plain-spinner__dot" aria-hidden="true" />
      <span className="plain-spinner__dot" aria-hidden="true" />
      <span className="plain-spinner__dot" aria-hidden="true" />
    </span>
  );
}
