import * as v from 'valibot';
import { DEVELOPER_OPTIONS_MESSAGES as M } from './messages';

/** Why an address is refused, by the key of its message; null when it may be used. */
type AddressProblemOf = (address: string) => 'badAddress' | 'notHttps' | null;

/**
 * §2 Developer Options' form: the server address, trimmed; empty means the college's own server. Whether another
 * address may be used depends on the page's origin, so the device's own rule (`problemOf`) decides and the schema
 * gives its words under the field.
 */
export const serverAddressFormSchema = (problemOf: AddressProblemOf) =>
  v.object({
    address: v.pipe(
      v.string(),
      v.trim(),
      v.check((address) => problemOf(address) !== 'badAddress', M.badAddress),
      v.check((address) => problemOf(address) !== 'notHttps', M.notHttps),
    ),
  });
