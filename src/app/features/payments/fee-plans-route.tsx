import { useNavigate, useSearch } from '@tanstack/react-router';
import * as v from 'valibot';
import { FeeStructuresScreen } from './fee-plans-screen';

/** ?edit=new or ?edit=<id>: the structure being written; anything else is the list. */
const FeeStructuresSearch = v.object({
  edit: v.fallback(v.optional(v.union([v.literal('new'), v.pipe(v.string(), v.regex(/^\d{1,9}$/))])), undefined),
});

/**
 * The fee structures screen with its address's search: read here, with the screen's code, so the route tree that
 * every page loads carries none of it.
 */
export function FeeStructuresRoute() {
  const { edit } = v.parse(FeeStructuresSearch, useSearch({ strict: false }));
  const navigate = useNavigate();
  return (
    <FeeStructuresScreen
      editing={edit === undefined ? null : edit === 'new' ? 'new' : Number(edit)}
      onEdit={(next) => void navigate({ to: '.', search: next === null ? {} : { edit: String(next) } })}
    />
  );
}
