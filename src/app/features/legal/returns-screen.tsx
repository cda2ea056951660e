import { SUPPORT_EMAIL } from '../../lib/config';
import { Trans, useLingui } from '@lingui/react';
import { LegalPage } from './legal-page';

/** §1, §2 /return: Returns and Refunds. */
export function ReturnsScreen() {
  const { i18n } = useLingui();
  return (
    <LegalPage title={i18n._('Returns and Refunds')}>
      <h3>
        <Trans id="Digital products" />
      </h3>
      <p>
        <Trans id="Digital products cannot be returned, and they are not refunded once delivered, because a copy cannot be given back." />
      </p>
      <h3>
        <Trans id="Questions or problems" />
      </h3>
      <p>
        <Trans
          id="If something you bought does not work as described, e-mail our support team at <0>{email}</0> with your order details and we will help."
          values={{ email: SUPPORT_EMAIL }}
          components={{ 0: <a href={`mailto:${SUPPORT_EMAIL}`} /> }}
        />
      </p>
    </LegalPage>
  );
}
