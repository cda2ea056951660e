import { usePageI18n } from '../../i18n/translate-known';
import { useKioskMode } from '../../lib/kiosk';

/**
 * The saved admission's PDF: a link that opens it in a new tab, or on a kiosk (where a new tab strands the
 * visitor outside the app) a preview inside the screen.
 */
export function AdmissionPdfLink({ url }: { url: string }) {
  const i18n = usePageI18n();
  const kiosk = useKioskMode();
  if (!kiosk)
    return (
      <a href={url} target="_blank" rel="noopener">
        {i18n._('Open the admission PDF')}
      </a>
    );
  return <iframe className="pdf-preview" src={url} title={i18n._('Admission PDF preview')} />;
}
