import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import type * as v from 'valibot';
import { translateKnown, usePageI18n } from '../../i18n/translate-known';
import { initialFormState, nextFormState, shownMessage, type FormAction, type FormState } from './form-state';
import {
  checkWithSchema,
  isEmptyValue,
  liveToastMessage,
  requiredFields,
  type FormSchema,
  type FormValues,
} from './schema-issues';

/** What a field component needs from the form: its value, its message and how to report input. */
export interface FieldBinding<T> {
  name: string;
  /** The control's id; its message has the id `${id}-message`. */
  id: string;
  value: T;
  onChange: (value: T) => void;
  onBlur: () => void;
  /** The message to show under the field, in the page's language, or null while it is valid or not yet touched. */
  error: string | null;
  required: boolean;
  /** Gives the form the element to focus when the field is the first invalid one on submit. */
  attach: (element: HTMLElement | null) => void;
}

export interface SchemaFormOptions<S extends FormSchema> {
  initial: FormValues<S>;
  /** Called with the schema's output (trimmed, defaults filled in) when every rule holds. */
  onSubmit: (output: v.InferOutput<S>) => void;
  /**
   * Called with every message (the schema's English ids) when a submit finds issues, after focus moved to the first
   * invalid field.
   */
  onInvalid?: (messages: string[]) => void;
  /** §5 first admission form: a field's new message also shows as a toast, unless the field is empty. */
  toastLive?: boolean;
}

// Loaded on first use, so public forms without live toasts never download Ionic's toast.
const announce = (message: string) =>
  void import('../toast').then(({ showToast }) => showToast(message, { tone: 'danger' }));

/**
 * The form kit's hook: values checked with a domain schema as the user types and when a field is left;
 * every issue shown on submit, with focus on the first invalid field. Messages come only from the schema; the field,
 * the live toast and the form's own message show them in the page's language (translateKnown), since a schema's
 * issue is its English id.
 */
export function useSchemaForm<S extends FormSchema>(schema: S, options: SchemaFormOptions<S>) {
  type Values = FormValues<S>;
  type Name = keyof Values & string;
  const formId = useId();
  const i18n = usePageI18n();
  const shown = (message: string | null) => (message === null ? null : translateKnown(i18n, message));
  const [initial] = useState(options.initial);
  const [state, setState] = useState<FormState<Values>>(() => initialFormState(initial));
  // Several key strokes can arrive before a render (a barcode scanner): each builds on the last one.
  const latest = useRef(state);
  const latestOptions = useRef(options);
  useEffect(() => {
    latestOptions.current = options;
  });
  const elements = useRef(new Map<string, HTMLElement>());
  const toasted = useRef<Record<string, string | undefined>>({});

  const check = useMemo(() => checkWithSchema(schema, state.values), [schema, state.values]);
  const required = useMemo(() => requiredFields(schema, initial), [schema, initial]);

  const apply = (action: FormAction<Values>) => {
    latest.current = nextFormState(latest.current, action);
    setState(latest.current);
    return latest.current;
  };

  const setValue = <K extends Name>(name: K, value: Values[K]) => {
    const next = apply({ type: 'change', name, value });
    if (!latestOptions.current.toastLive) return;
    const message = checkWithSchema(schema, next.values).byField[name];
    const toast = liveToastMessage(message, toasted.current[name], value);
    if (toast) announce(translateKnown(i18n, toast));
    // An empty field's message was never toasted: the same mistake typed later is toasted then.
    toasted.current[name] = isEmptyValue(value) ? undefined : message;
  };

  const field = <K extends Name>(name: K): FieldBinding<Values[K]> => ({
    name,
    id: `${formId}-${name}`,
    value: state.values[name],
    onChange: (value) => setValue(name, value),
    onBlur: () => apply({ type: 'blur', name }),
    error: shown(shownMessage(state, check, name, options.toastLive)),
    required: required.has(name),
    attach: (element) => {
      if (element) elements.current.set(name, element);
      else elements.current.delete(name);
    },
  });

  const handleSubmit = (event?: FormEvent) => {
    event?.preventDefault();
    const result = checkWithSchema(schema, apply({ type: 'submit' }).values);
    if (result.output !== undefined) return latestOptions.current.onSubmit(result.output as v.InferOutput<S>);
    firstInDocument(Object.keys(result.byField).map((name) => elements.current.get(name)))?.focus();
    latestOptions.current.onInvalid?.([
      ...Object.values(result.byField),
      ...(result.formMessage ? [result.formMessage] : []),
    ]);
  };

  /** Back to the initial values (or new ones) with nothing touched, e.g. after a successful save. */
  const reset = (values: Values = initial) => {
    apply({ type: 'reset', values });
    toasted.current = {};
  };

  return {
    values: state.values,
    field,
    setValue,
    handleSubmit,
    reset,
    formError: state.submitted ? shown(check.formMessage) : null,
  };
}

/** The element that comes first on the page, so focus lands where reading starts. */
function firstInDocument(elements: ReadonlyArray<HTMLElement | undefined>): HTMLElement | undefined {
  return elements
    .filter((e): e is HTMLElement => e !== undefined && e.isConnected)
    .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1))[0];
}
