/**
 * The inline red alert of a failed form submission or load (§4 login failure); nothing when there is no message.
 * A `<p>` keeps the paragraph margins that space it from the text around it; inside a grid form whose gap already
 * spaces its rows, `as="div"` drops them.
 */
export function ErrorAlert({ message, as: Element = 'p' }: { message: string | null | undefined; as?: 'p' | 'div' }) {
  if (!message) return null;
  return (
    <Element className="error-alert" role="alert">
      {message}
    </Element>
  );
}
