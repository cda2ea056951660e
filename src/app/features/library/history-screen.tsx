import { useLingui } from '@lingui/react';
import { Link } from '@tanstack/react-router';
import * as v from 'valibot';
import { CIRCULATION_MESSAGES as M } from '../../../domain/library/circulation-messages';
import { CopyBarcodeSchema, PatronCodeSchema } from '../../../domain/library/desk';
import {
  CopyLookupFormSchema,
  PatronLookupFormSchema,
  type HistoryKind,
  type HistorySearch,
} from '../../../domain/library/history-query';
import { LIBRARY_PATHS } from '../../../domain/library/paths';
import { currentUser } from '../../lib/session';
import { useOnline } from '../../lib/use-online';
import { PageFrame } from '../../ui/page-frame';
import { PlainButton } from '../../ui/plain/plain-button';
import { TextField } from '../../ui/form/text-field';
import { useSchemaForm } from '../../ui/form/use-schema-form';
import { CopyHistoryPanel } from './copy-history';
import { PatronHistoryPanel } from './patron-history';
import './library.css';
import './desk.css';

const TITLE = /*i18n*/ 'History';

/** A code in the address, checked as the API checks it, with the message of one that is not a code. */
const CODES = {
  patron: { schema: PatronCodeSchema, invalid: M.patronInvalid },
  copy: { schema: CopyBarcodeSchema, invalid: M.barcodeInvalid },
} as const;

/** Each kind's lookup: the form's schema and the box's label. */
const LOOKUPS = {
  patron: { schema: PatronLookupFormSchema, label: /*i18n*/ 'Patron’s roll number or employee code' },
  copy: { schema: CopyLookupFormSchema, label: /*i18n*/ 'Barcode or accession number of the copy' },
} as const;

/** The code to look up: scanned (a scanner ends it with Enter) or typed; the address takes it on submit. */
function LookupForm({ by, code, onLookup }: { by: HistoryKind; code: string; onLookup: (code: string) => void }) {
  const { i18n } = useLingui();
  const form = useSchemaForm(LOOKUPS[by].schema, {
    initial: { code },
    onSubmit: (fields) => onLookup(fields.code),
  });
  return (
    <form className="library-search" role="search" onSubmit={form.handleSubmit} noValidate>
      <div className="library-search__box">
        <TextField
          field={form.field('code')}
          className="library-scan"
          label={i18n._(LOOKUPS[by].label)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          enterKeyHint="search"
          maxLength={32}
        />
        <PlainButton type="submit">{i18n._('Look up')}</PlainButton>
      </div>
    </form>
  );
}

/**
 * The library's History (staff): a patron's every loan and fine, by roll number or employee code, or a copy's
 * movements, by barcode or accession number. The code and the page are in the address, so a history can be
 * linked and read again; pages seen online read again offline from the device.
 */
export function HistoryScreen({
  search,
  onSearch,
}: {
  search: HistorySearch;
  onSearch: (next: HistorySearch) => void;
}) {
  const { i18n } = useLingui();
  const online = useOnline();
  const user = currentUser()?.username ?? '';
  const kinds: [HistoryKind, string][] = [
    ['patron', i18n._('A patron')],
    ['copy', i18n._('A copy')],
  ];
  const parsed = search.code ? v.safeParse(CODES[search.by].schema, search.code) : null;
  const code = parsed?.success ? parsed.output : null;
  const onPage = (page: number) => onSearch({ ...search, page });
  return (
    <PageFrame title={i18n._(TITLE)} wide>
      <div className="library library-history">
        <div className="library-desk__modes" role="group" aria-label={i18n._('Whose history')}>
          {kinds.map(([value, label]) => (
            <button
              key={value}
              type="button"
              className="library-desk__mode"
              aria-pressed={search.by === value}
              onClick={() => onSearch({ by: value, code: undefined, page: 1 })}
            >
              {label}
            </button>
          ))}
        </div>
        <LookupForm
          key={`${search.by}:${search.code ?? ''}`}
          by={search.by}
          code={search.code ?? ''}
          onLookup={(next) => onSearch({ by: search.by, code: next, page: 1 })}
        />
        {!online && (
          <p className="hint">{i18n._('Offline: only the histories already looked up on this device can be read.')}</p>
        )}
        {parsed && !parsed.success && <p className="error-alert">{i18n._(CODES[search.by].invalid)}</p>}
        {code && search.by === 'patron' && (
          <PatronHistoryPanel user={user} code={code} page={search.page} onPage={onPage} />
        )}
        {code && search.by === 'copy' && (
          <CopyHistoryPanel user={user} code={code} page={search.page} onPage={onPage} />
        )}
        <p className="library__links">
          <Link to={LIBRARY_PATHS.libraryDesk}>{i18n._('Issue and Return')}</Link>
        </p>
      </div>
    </PageFrame>
  );
}
