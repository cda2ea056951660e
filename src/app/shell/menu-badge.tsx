import type { CounterKey } from '../../domain/dashboards/counters';
import { useLingui } from '@lingui/react';
import { COUNTER_LABELS } from '../../domain/dashboards/counters';

/** A live count next to a menu link; nothing while it is unknown or zero. */
export function MenuBadge({ counter, badges }: { counter?: CounterKey; badges: Partial<Record<CounterKey, number>> }) {
  const { i18n } = useLingui();
  const value = counter ? badges[counter] : undefined;
  if (!counter || !value) return null;
  return (
    <span className="menu-badge" aria-label={`${value} ${i18n._(COUNTER_LABELS[counter]).toLowerCase()}`}>
      {value > 999 ? '999+' : value}
    </span>
  );
}
