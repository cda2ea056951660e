import { useTranslateKnown } from '../i18n/translate-known';

/**
 * The inline red alert of a failed form submission or load (§4 login failure); nothing when there is no message.
 * A `<p>` keeps the paragraph margins that space it from the text around it; inside a grid form whose gap already
 * spaces its rows, `as="div"` drops them. The message (the server's §8 words, a schema's issue) shows in the page's
 * language when a loaded catalogue has it.
 */
export function ErrorAlert({ message, as: Element = 'p' }: { message: string | null | undefined; as?: 'p' | 'div' }) {
  const known = useTranslateKnown();
  if (!message) return null;
  return (
    <Element className="error-alert" role="alert">
      {known(message)}
    </Element>
  );
}
