import { useNavigate, useSearch } from '@tanstack/react-router';
import * as v from 'valibot';
import { HistorySearchSchema, historyParamsOf, type HistorySearch } from '../../../domain/library/history-query';
import { HistoryScreen } from './history-screen';

/** History with its address's search (?by=&code=&page=), read here with the screen's code. */
export function HistoryRoute() {
  const search = v.parse(HistorySearchSchema, useSearch({ strict: false }));
  const navigate = useNavigate();
  const go = (next: HistorySearch) => void navigate({ to: '.', search: historyParamsOf(next) });
  return <HistoryScreen search={search} onSearch={go} />;
}
