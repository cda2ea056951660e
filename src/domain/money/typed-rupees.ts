import * as v from 'valibot';
import { parseRupees } from './money';

/** Rupees as a form holds them ("4500", "2.50") → paise, then checked by the request's own rule of the amount. */
export const typedRupees = <S extends v.GenericSchema<number, number>>(schema: S, message: string) =>
  v.pipe(
    v.string(message),
    v.trim(),
    v.transform((s) => {
      const parsed = parseRupees(s);
      return s !== '' && parsed.ok ? parsed.paise : Number.NaN;
    }),
    schema,
  );
