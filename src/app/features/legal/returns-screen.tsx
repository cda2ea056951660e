import { SUPPORT_EMAIL } from '../../lib/config';
import { LegalPage } from './legal-page';

/** §1, §2 /return: Returns and Refunds. */
export function ReturnsScreen() {
  return (
    <LegalPage title="Returns and Refunds">
      <h3>Digital products</h3>
      <p>
        Digital products cannot be returned, and they are not refunded once delivered, because a copy cannot be given
        back.
      </p>
      <h3>Questions or problems</h3>
      <p>
        If something you bought does not work as described, e-mail our support team at{' '}
        <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> with your order details and we will help.
      </p>
    </LegalPage>
  );
}
