import { useKioskMode } from '../../lib/kiosk';

/**
 * The saved admission's PDF: a link that opens it in a new tab, or on a kiosk (where a new tab strands the
 * visitor outside the app) a preview inside the screen.
 */
export function AdmissionPdfLink({ url }: { url: string }) {
  const kiosk = useKioskMode();
  if (!kiosk)
    return (
      <a href={url} target="_blank" rel="noopener">
        Open the admission PDF
      </a>
    );
  return <iframe className="pdf-preview" src={url} title="Admission PDF preview" />;
}
