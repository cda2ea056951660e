import { describe, expect, it, vi } from 'vitest';

const stored = vi.hoisted(() => {
  const map = new Map<string, string>();
  Object.assign(globalThis, {
    location: { origin: 'http://campus.local:8080' },
    localStorage: {
      getItem: (key: string) => map.get(key) ?? null,
      setItem: (key: string, value: string) => void map.set(key, value),
      removeItem: (key: string) => void map.delete(key),
    },
  });
  return map;
});
import {
  apiBases,
  apiDefaults,
  otherServerAddress,
  saveServerAddress,
  SERVER_ADDRESS_KEY,
} from '../../src/app/lib/config';
import { serverAddressProblem } from '../../src/app/lib/server-address';

const ORIGIN = 'http://campus.local:8080';

describe('which server addresses Developer Options accept', () => {
  it('accepts another server over https', () => {
    expect(serverAddressProblem('https://erp.example.edu/api/app', ORIGIN)).toBeNull();
    expect(serverAddressProblem('  HTTPS://erp.example.edu:8443/api/app  ', ORIGIN)).toBeNull();
  });

  it('accepts an address on the app’s own origin, as a path or in full, and empty for the college’s own server', () => {
    expect(serverAddressProblem('/api/app', ORIGIN)).toBeNull();
    expect(serverAddressProblem('http://campus.local:8080/api/v2', ORIGIN)).toBeNull();
    expect(serverAddressProblem('', ORIGIN)).toBeNull();
  });

  it("refuses another server over http with 'must use https://'", () => {
    expect(serverAddressProblem('http://campus.example.test/api/app', ORIGIN)).toBe('notHttps');
    expect(serverAddressProblem('http://campus.local:9090/api/app', ORIGIN)).toBe('notHttps');
    expect(serverAddressProblem('http://campus.local/api/app', ORIGIN)).toBe('notHttps');
  });

  it('refuses a path that names another host (//host, /\\host) unless that host is https', () => {
    expect(serverAddressProblem('//evil.example/api', ORIGIN)).toBe('notHttps');
    expect(serverAddressProblem('/\\evil.example/api', ORIGIN)).toBe('notHttps');
  });

  it('refuses anything but http(s):// or a path', () => {
    for (const address of [
      'javascript:alert(1)',
      'ftp://erp.example.edu',
      'erp.example.edu/api',
      'data:text/html,x',
      'https://erp example.edu',
    ]) {
      expect(serverAddressProblem(address, ORIGIN), address).toBe('badAddress');
    }
  });
});

describe('the address the app calls', () => {
  it('uses an https address Developer Options stored, and says it is another server', () => {
    saveServerAddress('https://erp.example.edu/api/app');
    expect(apiBases().app).toBe('https://erp.example.edu/api/app');
    expect(otherServerAddress()).toBe('https://erp.example.edu/api/app');
  });

  it('ignores an http address an older version (or a script) stored, and calls the college’s own server', () => {
    stored.set(SERVER_ADDRESS_KEY, 'http://campus.example.test/api/app');
    expect(apiBases().app).toBe(apiDefaults.app);
    expect(otherServerAddress()).toBeNull();
  });

  it('reports no other server when none is stored', () => {
    saveServerAddress('');
    expect(apiBases().app).toBe(apiDefaults.app);
    expect(otherServerAddress()).toBeNull();
  });
});
