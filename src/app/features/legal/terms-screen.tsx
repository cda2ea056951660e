import { Trans, useLingui } from '@lingui/react';
import { LegalPage } from './legal-page';

/** §1, §2 /terms: Terms and Conditions of the IT services company website, in our own words. */
export function TermsScreen() {
  const { i18n } = useLingui();
  return (
    <LegalPage title={i18n._('TERMS AND CONDITIONS')}>
      <h3>
        <Trans id="Who we are and what these terms cover" />
      </h3>
      <p>
        <Trans id="These terms govern your use of this website and of the information technology services we offer through it. By using the website you accept them; if you do not accept them, please do not use it." />
      </p>
      <h3>
        <Trans id="Who may use the website" />
      </h3>
      <p>
        <Trans id="You must be at least 18 years old to use the website on your own. If you are younger, use it only with the consent and supervision of a parent or guardian." />
      </p>
      <h3>
        <Trans id="Payments and refunds" />
      </h3>
      <p>
        <Trans id="A refund may be requested within 30 days of payment. Services that have already been delivered are not refunded. Digital products are covered by our Returns and Refunds page." />
      </p>
      <h3>
        <Trans id="Limits of our liability" />
      </h3>
      <p>
        <Trans id="We take care to keep the website and our services accurate and available, but we cannot promise they will always be free of errors or interruptions. Whatever the claim, our total liability to you is limited to 50% of the amount you paid us for the service concerned." />
      </p>
      <h3>
        <Trans id="Your use of the website" />
      </h3>
      <p>
        <Trans id="Do not misuse the website: no attempts to break into it, to overload it, to harvest other people's data or to upload anything unlawful. We may suspend access that puts the website or its users at risk." />
      </p>
      <h3>
        <Trans id="Governing law and courts" />
      </h3>
      <p>
        <Trans id="These terms are governed by the laws of India. Any dispute about them or about the website is subject to the exclusive jurisdiction of the courts at Hyderabad." />
      </p>
      <h3>
        <Trans id="Changes to these terms" />
      </h3>
      <p>
        <Trans id="We may update these terms; the effective date above shows when they last changed. Continuing to use the website after a change means you accept the new terms." />
      </p>
    </LegalPage>
  );
}
