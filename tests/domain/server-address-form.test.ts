import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { DEVELOPER_OPTIONS_MESSAGES as M } from '../../src/domain/tools/messages';
import { serverAddressFormSchema } from '../../src/domain/tools/server-address-form';

const schema = serverAddressFormSchema((address) =>
  address === '' || address.startsWith('https://') ? null : address.startsWith('http://') ? 'notHttps' : 'badAddress',
);
const firstMessage = (address: string) => v.safeParse(schema, { address }).issues?.[0].message;

describe('the server address form', () => {
  it("refuses an http address with 'Another server must use https://…'", () => {
    expect(firstMessage('http://campus.example.test')).toBe(M.notHttps);
  });

  it("refuses words that are no address with 'Enter an address starting with https:// or /'", () => {
    expect(firstMessage('campus')).toBe(M.badAddress);
  });

  it('takes an https address or an empty one, trimmed', () => {
    expect(v.parse(schema, { address: ' https://campus.example.test ' })).toEqual({
      address: 'https://campus.example.test',
    });
    expect(v.parse(schema, { address: '  ' })).toEqual({ address: '' });
  });
});
