import type { SchemaCheck } from './schema-issues';

/** What a form remembers between renders: the values, the fields the user has been in, a submit tried. */
export interface FormState<V extends Record<string, unknown> = Record<string, unknown>> {
  values: V;
  touched: ReadonlySet<string>;
  submitted: boolean;
}

export type FormAction<V> =
  | { type: 'change'; name: string; value: unknown }
  | { type: 'blur'; name: string }
  | { type: 'submit' }
  | { type: 'reset'; values: V };

export const initialFormState = <V extends Record<string, unknown>>(values: V): FormState<V> => ({
  values,
  touched: new Set(),
  submitted: false,
});

/** A field counts as touched once typed in or left, so its message shows from then on. */
export function nextFormState<V extends Record<string, unknown>>(
  state: FormState<V>,
  action: FormAction<V>,
): FormState<V> {
  switch (action.type) {
    case 'change':
      return {
        ...state,
        values: { ...state.values, [action.name]: action.value },
        touched: withName(state.touched, action.name),
      };
    case 'blur':
      return state.touched.has(action.name) ? state : { ...state, touched: withName(state.touched, action.name) };
    case 'submit':
      return state.submitted ? state : { ...state, submitted: true };
    case 'reset':
      return initialFormState(action.values);
  }
}

const withName = (set: ReadonlySet<string>, name: string) => (set.has(name) ? set : new Set(set).add(name));

/**
 * The message each field shows now: none until the first submit (a form does not scold a user for what they have
 * not finished typing), then every field's, kept up to date as they type. `live` (§5 first admission form, live per
 * field) shows a field's message as soon as it is touched.
 */
export function shownMessage(state: FormState, check: SchemaCheck, name: string, live = false): string | null {
  return state.submitted || (live && state.touched.has(name)) ? (check.byField[name] ?? null) : null;
}
