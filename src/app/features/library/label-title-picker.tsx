import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { currentUser } from '../../lib/session';
import { ChoiceField } from '../../ui/form/choice-field';
import type { FieldBinding } from '../../ui/form/use-schema-form';
import { PlainButton } from '../../ui/plain/plain-button';
import { PlainTextField } from '../../ui/plain-text-field';
import { libraryQueries } from './library-queries';

/**
 * The title whose copies get labels: found by the catalogue search (its first page), then chosen from what it found;
 * a search that finds one title chooses it. Until something is found, the field's message is under the search box.
 */
export function LabelTitlePicker({ field }: { field: FieldBinding<string> }) {
  const { i18n } = useLingui();
  const boxId = useId();
  const [typed, setTyped] = useState('');
  const [asked, setAsked] = useState('');
  const user = currentUser()?.username ?? '';
  const search = useQuery({
    ...libraryQueries.search(user, { q: asked, by: 'any', page: 1, type: undefined, available: undefined }),
    enabled: asked !== '',
  });
  const found = asked === '' ? undefined : search.data?.data;
  const titles = found?.titles ?? [];
  const only = titles.length === 1 ? String(titles[0]!.id) : null;
  const { value, onChange } = field;
  useEffect(() => {
    if (only !== null && value !== only) onChange(only);
    // Only when a search comes back with one title: the reader may choose otherwise after.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [only]);

  const find = () => {
    const q = typed.trim();
    setAsked(q);
    if (q !== asked) field.onChange('');
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'Enter') return;
    // Enter here finds the title; it does not make the labels.
    e.preventDefault();
    find();
  };
  return (
    <div className="barcodes-title">
      <div className="barcodes-find">
        <PlainTextField
          id={boxId}
          label={i18n._('Find the title')}
          type="search"
          value={typed}
          onChange={setTyped}
          onKeyDown={onKeyDown}
          placeholder={i18n._('Title, author, ISBN or keyword')}
          maxLength={100}
          autoComplete="off"
          required
          error={titles.length === 0 ? field.error : null}
          inputRef={titles.length === 0 ? field.attach : undefined}
        />
        <PlainButton onClick={find} disabled={typed.trim() === ''}>
          {i18n._('Find')}
        </PlainButton>
      </div>
      {asked !== '' && search.isPending && <p className="hint">{i18n._('Loading…')}</p>}
      {search.isError && (
        <p className="hint">{i18n._('The catalogue could not be searched. Check your connection and try again.')}</p>
      )}
      {found && titles.length === 0 && (
        <p className="hint" role="status">
          {i18n._('No title matches this search.')}
        </p>
      )}
      {titles.length > 0 && (
        <ChoiceField
          field={field}
          legend={i18n._('Title')}
          options={titles.map((t) => ({
            value: String(t.id),
            label: i18n._('{title} — {callNumber} ({copies} copies)', {
              title: t.title,
              callNumber: t.callNumber || '—',
              copies: t.copies,
            }),
          }))}
        />
      )}
      {found && found.total > titles.length && (
        <p className="hint">
          {i18n._('{total} titles match; the first {shown} are listed. Add words to find fewer.', {
            total: found.total,
            shown: titles.length,
          })}
        </p>
      )}
    </div>
  );
}
