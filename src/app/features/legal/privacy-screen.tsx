import { Trans, useLingui } from '@lingui/react';
import { LegalPage } from './legal-page';

/** §2 /privacy: every section the seed lists, in our own words. */
export function PrivacyScreen() {
  const { i18n } = useLingui();
  return (
    <LegalPage title={i18n._('PRIVACY POLICY')}>
      <h3>
        <Trans id="General" />
      </h3>
      <p>
        <Trans id="This policy explains what personal information this website collects, why, and how it is protected. It applies to everyone who visits the website or uses our services through it." />
      </p>
      <h3>
        <Trans id="How information is collected" />
      </h3>
      <p>
        <Trans id="We collect information you give us in forms (enquiries, registrations, job applications) and a small amount of technical information your browser sends when you visit, such as the pages you open." />
      </p>
      <h3>
        <Trans id="Information collected" />
      </h3>
      <p>
        <Trans id="Depending on the form: your name, e-mail address, mobile number, designation, current organization and, when you apply for a position, your resume." />
      </p>
      <h3>
        <Trans id="Use of information" />
      </h3>
      <p>
        <Trans id="We use it to answer your enquiry, to provide and improve the services you ask for, to consider job applications and to tell you about changes that affect you. We do not sell it." />
      </p>
      <h3>
        <Trans id="Data transfer" />
      </h3>
      <p>
        <Trans id="Your information may be stored or processed on servers outside your state or country by providers who work for us; they must protect it as this policy does." />
      </p>
      <h3>
        <Trans id="Cookies" />
      </h3>
      <p>
        <Trans id="The website uses cookies needed to sign you in and to remember your choices. You can block cookies in your browser, but signing in will then not work." />
      </p>
      <h3>
        <Trans id="Data security" />
      </h3>
      <p>
        <Trans id="We protect your information with access controls, encrypted connections and hashed passwords. No system is perfectly secure, so please tell us at once if you suspect misuse of your account." />
      </p>
      <h3>
        <Trans id="Third-party links" />
      </h3>
      <p>
        <Trans id="Links to other websites are provided for convenience. Their owners decide how they handle your information; read their policies before giving them any." />
      </p>
      <h3>
        <Trans id="Social plugins" />
      </h3>
      <p>
        <Trans id="Buttons of social networks on the website may let those networks learn that you visited the page, under their own privacy policies." />
      </p>
      <h3>
        <Trans id="Sharing of information" />
      </h3>
      <p>
        <Trans id="We share personal information only with providers who help us run the website and services, when the law requires it, or with your consent." />
      </p>
      <h3>
        <Trans id="Children" />
      </h3>
      <p>
        <Trans id="Anyone under 18 may give us personal information only with the consent of a parent or guardian." />
      </p>
      <h3>
        <Trans id="Changes to this policy" />
      </h3>
      <p>
        <Trans id="We may update this policy; the effective date above shows when it last changed." />
      </p>
    </LegalPage>
  );
}
