import { useLingui } from '@lingui/react';
import { ITEM_TYPE_LABELS } from '../../../domain/library/catalogue';
import {
  ANY_ITEM_TYPE,
  PATRON_CATEGORY_LABELS,
  type LoanRule,
  type RuleItemType,
} from '../../../domain/library/circulation-rules';
import { LoanRuleFormSchema, ruleFormValues, ruleFromForm } from '../../../domain/library/rules-forms';
import { CheckboxField } from '../../ui/form/checkbox-field';
import { NumberField } from '../../ui/form/number-field';
import { TextField } from '../../ui/form/text-field';
import { useSchemaForm } from '../../ui/form/use-schema-form';
import { ModalDialog } from '../../ui/modal-dialog';
import { PlainButton } from '../../ui/plain/plain-button';

/** An item type as the matrix names it: '*' is the category's row for every type without its own. */
export const ALL_OTHER_TYPES = /*i18n*/ 'All other item types';
export const itemTypeLabel = (t: RuleItemType) => (t === ANY_ITEM_TYPE ? ALL_OTHER_TYPES : ITEM_TYPE_LABELS[t]);

/**
 * One cell of the matrix edited in a dialog: the change goes into the matrix on screen, which the incharge then
 * saves whole ("Save the rules").
 */
export function RuleFormDialog({
  rule,
  onApply,
  onClose,
}: {
  rule: LoanRule;
  onApply: (rule: LoanRule) => void;
  onClose: () => void;
}) {
  const { i18n } = useLingui();
  const title = i18n._('{category}: {itemType}', {
    category: i18n._(PATRON_CATEGORY_LABELS[rule.patronCategory]),
    itemType: i18n._(itemTypeLabel(rule.itemType)),
  });
  const form = useSchemaForm(LoanRuleFormSchema, {
    initial: ruleFormValues(rule),
    onSubmit: (fields) => onApply(ruleFromForm(rule.patronCategory, rule.itemType, fields)),
  });
  return (
    <ModalDialog open title={title} onClose={onClose}>
      <form className="library-rule-form" onSubmit={form.handleSubmit} noValidate aria-label={title}>
        <div className="library-form__grid">
          <NumberField field={form.field('loanDays')} label={i18n._('Loan period (days; 0: not lent)')} maxLength={3} />
          <NumberField field={form.field('maxLoans')} label={i18n._('Most items at once')} maxLength={2} />
          <NumberField field={form.field('renewals')} label={i18n._('Renewals')} maxLength={2} />
          <TextField
            field={form.field('finePerDay')}
            label={i18n._('Fine per late day (Rs)')}
            inputMode="decimal"
            maxLength={10}
          />
          <TextField
            field={form.field('maxFine')}
            label={i18n._('Most fine for a loan (Rs; 0: no cap)')}
            inputMode="decimal"
            maxLength={10}
          />
        </div>
        <CheckboxField field={form.field('holdsAllowed')} label={i18n._('Holds may be placed')} />
        <div className="button-row">
          <PlainButton type="submit">{i18n._('Use this rule')}</PlainButton>
          <PlainButton fill="clear" onClick={onClose}>
            {i18n._('Cancel')}
          </PlainButton>
        </div>
      </form>
    </ModalDialog>
  );
}
