import { usePageI18n } from '../i18n/translate-known';
import { PlainButton } from './plain/plain-button';

/** Previous page and Next page under a paged list; `className` places them as the screen's stylesheet does. */
export function Pager({
  page,
  pages,
  onPage,
  className,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  className: string;
}) {
  const i18n = usePageI18n();
  return (
    <nav className={className} aria-label={i18n._('Pages')}>
      <PlainButton fill="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {i18n._('Previous page')}
      </PlainButton>
      <PlainButton fill="outline" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {i18n._('Next page')}
      </PlainButton>
    </nav>
  );
}
