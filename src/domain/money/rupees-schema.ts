import * as v from 'valibot';
import { MONEY_MESSAGES } from './messages';
import { parseRupees } from './money';

/**
 * An amount typed in rupees → integer paise, with the module's own words for a missing or malformed amount;
 * an amount past the database columns is refused with MONEY_MESSAGES.tooLarge (a 400, never an overflow).
 */
export function rupeesAmountSchema(required: string, invalid: string) {
  return v.pipe(
    v.string(required),
    v.trim(),
    v.minLength(1, required),
    v.check((s) => {
      const parsed = parseRupees(s);
      return parsed.ok || parsed.reason === 'tooLarge';
    }, invalid),
    v.check((s) => parseRupees(s).ok, MONEY_MESSAGES.tooLarge),
    v.transform((s) => (parseRupees(s) as { paise: number }).paise),
  );
}
