import * as v from 'valibot';

/** Free text without markup brackets or control characters, trimmed, at most `max` long; `message` for any refusal. */
export const plainText = (max: number, message: string) =>
  v.pipe(
    v.string(message),
    v.trim(),
    v.maxLength(max, message),
    // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
    v.check((s) => !/[\u0000-\u001f<>]/.test(s), message),
  );
