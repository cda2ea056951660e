import { useLingui } from '@lingui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  ANY_ITEM_TYPE,
  PATRON_CATEGORIES,
  PATRON_CATEGORY_LABELS,
  RULE_ITEM_TYPES,
  type LoanRule,
  type PatronCategory,
  type RuleItemType,
} from '../../../domain/library/circulation-rules';
import { formatRupees } from '../../../domain/money/money';
import { translateKnown } from '../../i18n/translate-known';
import { failureMessage } from '../../lib/http';
import { ErrorAlert } from '../../ui/error-alert';
import { PlainButton } from '../../ui/plain/plain-button';
import { showToast } from '../../ui/toast';
import { itemTypeLabel, RuleFormDialog } from './rule-form';
import { libraryKeys } from './library-queries';
import { saveRules } from './rules-queries';

const COLUMNS = [
  /*i18n*/ 'Loan period',
  /*i18n*/ 'Most at once',
  /*i18n*/ 'Renewals',
  /*i18n*/ 'Fine per day',
  /*i18n*/ 'Fine cap',
  /*i18n*/ 'Holds',
] as const;

const cellOf = (rules: readonly LoanRule[], c: PatronCategory, t: RuleItemType) =>
  rules.find((r) => r.patronCategory === c && r.itemType === t);

/** A rule's figures, in the order of COLUMNS. */
function useFigures() {
  const { i18n } = useLingui();
  return (r: LoanRule): string[] => [
    r.loanDays === 0 ? i18n._('Not lent') : i18n._('{days} days', { days: r.loanDays }),
    String(r.maxLoans),
    String(r.renewals),
    formatRupees(r.finePerDayPaise),
    r.maxFinePaise === 0 ? i18n._('No cap') : formatRupees(r.maxFinePaise),
    r.holdsAllowed ? i18n._('Yes') : i18n._('No'),
  ];
}

interface TableProps {
  category: PatronCategory;
  rules: readonly LoanRule[];
  canEdit: boolean;
  onEdit: (rule: LoanRule) => void;
  onRemove: (itemType: RuleItemType) => void;
}

/** One patron category's rows: its '*' row, the item types with a row of their own, and those that follow '*'. */
function CategoryTable({ category, rules, canEdit, onEdit, onRemove }: TableProps) {
  const { i18n } = useLingui();
  const figures = useFigures();
  const name = i18n._(PATRON_CATEGORY_LABELS[category]);
  const fallback = cellOf(rules, category, ANY_ITEM_TYPE);
  const columns = COLUMNS.map((c) => i18n._(c));
  return (
    <div className="table-scroll" role="region" aria-label={name} tabIndex={0}>
      <table className="result-table library-rules">
        <caption>{name}</caption>
        <thead>
          <tr>
            <th scope="col">{i18n._('Item type')}</th>
            {columns.map((c) => (
              <th scope="col" key={c}>
                {c}
              </th>
            ))}
            {canEdit && <th scope="col">{i18n._('Actions')}</th>}
          </tr>
        </thead>
        <tbody>
          {RULE_ITEM_TYPES.map((t) => {
            const own = cellOf(rules, category, t);
            const type = i18n._(itemTypeLabel(t));
            const what = { category: name, itemType: type };
            return (
              <tr key={t} className={own ? undefined : 'library-rules__inherited'}>
                <th scope="row" data-label={i18n._('Item type')}>
                  {type}
                </th>
                {own ? (
                  figures(own).map((f, i) => (
                    <td key={COLUMNS[i]} data-label={columns[i]}>
                      {f}
                    </td>
                  ))
                ) : (
                  <td colSpan={COLUMNS.length} className="hint">
                    {fallback ? i18n._('As all other item types') : i18n._('No rule: not lent')}
                  </td>
                )}
                {canEdit && (
                  <td data-label={i18n._('Actions')} className="library-rules__actions">
                    <PlainButton
                      size="small"
                      fill="clear"
                      aria-label={i18n._('Edit the rule for {category}: {itemType}', what)}
                      onClick={() =>
                        onEdit(own ?? { ...(fallback ?? BLANK_RULE), patronCategory: category, itemType: t })
                      }
                    >
                      {own ? i18n._('Edit') : i18n._('Set its own rule')}
                    </PlainButton>
                    {own && t !== ANY_ITEM_TYPE && (
                      <PlainButton
                        size="small"
                        fill="clear"
                        aria-label={i18n._('Remove the rule for {category}: {itemType}', what)}
                        onClick={() => onRemove(t)}
                      >
                        {i18n._('Remove')}
                      </PlainButton>
                    )}
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** The matrix as text whatever the order of its rows, to tell whether anything changed. */
const matrixText = (rules: readonly LoanRule[]) =>
  JSON.stringify(
    [...rules].sort((a, b) => `${a.patronCategory}/${a.itemType}`.localeCompare(`${b.patronCategory}/${b.itemType}`)),
  );

const BLANK_RULE: LoanRule = {
  patronCategory: 'UG_STUDENT',
  itemType: ANY_ITEM_TYPE,
  loanDays: 14,
  maxLoans: 1,
  renewals: 0,
  finePerDayPaise: 0,
  maxFinePaise: 0,
  holdsAllowed: false,
};

/**
 * The circulation rules, patron category × item type: each cell edited in a dialog, the matrix then saved whole
 * (PUT /library/rules), so a half-changed matrix never lends. A type without its own row follows the '*' row.
 */
export function RulesMatrix({ saved, canEdit }: { saved: readonly LoanRule[]; canEdit: boolean }) {
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  // null while nothing is changed, so a fresher read of the saved matrix shows at once.
  const [changes, setChanges] = useState<readonly LoanRule[] | null>(null);
  const draft = changes ?? saved;
  const [editing, setEditing] = useState<LoanRule | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const changed = changes !== null && matrixText(changes) !== matrixText(saved);
  const save = useMutation({
    mutationFn: () => saveRules(draft),
    onMutate: () => setRefusal(null),
    onSuccess: async (answer) => {
      void showToast(translateKnown(i18n, answer.message), { tone: 'success' });
      await queryClient.invalidateQueries({ queryKey: [...libraryKeys.all, 'rules'] });
      setChanges(null);
    },
    onError: async (e) => setRefusal(translateKnown(i18n, await failureMessage(e))),
  });
  const apply = (rule: LoanRule) => {
    const same = (r: LoanRule) => r.patronCategory === rule.patronCategory && r.itemType === rule.itemType;
    setChanges(draft.some(same) ? draft.map((r) => (same(r) ? rule : r)) : [...draft, rule]);
    setEditing(null);
  };
  const remove = (category: PatronCategory) => (itemType: RuleItemType) =>
    setChanges(draft.filter((r) => !(r.patronCategory === category && r.itemType === itemType)));
  return (
    <section className="library-panel" aria-labelledby="library-rules-heading">
      <h2 id="library-rules-heading">{i18n._('Loan rules')}</h2>
      <p className="hint">
        {i18n._(
          'Each patron category’s row for all other item types also bounds how many items it holds in all. A loan period of 0 days keeps the item in the library.',
        )}
      </p>
      {PATRON_CATEGORIES.map((c) => (
        <CategoryTable key={c} category={c} rules={draft} canEdit={canEdit} onEdit={setEditing} onRemove={remove(c)} />
      ))}
      {canEdit && (
        <>
          <ErrorAlert message={refusal} />
          <div className="button-row">
            <PlainButton disabled={!changed || save.isPending} onClick={() => save.mutate()}>
              {save.isPending ? i18n._('Saving…') : i18n._('Save the rules')}
            </PlainButton>
            <PlainButton fill="clear" disabled={!changed || save.isPending} onClick={() => setChanges(null)}>
              {i18n._('Undo the changes')}
            </PlainButton>
          </div>
          <p className="hint" role="status">
            {changed && i18n._('The rules have changes not saved yet.')}
          </p>
        </>
      )}
      {editing && <RuleFormDialog rule={editing} onApply={apply} onClose={() => setEditing(null)} />}
    </section>
  );
}
