import { DEFAULT_DEMO_PASSWORD } from '../demo/users';

/**
 * Passwords found in breaches that guessers try first. The list is zxcvbn-ts's common-passwords dictionary
 * (@zxcvbn-ts/language-common, about 49,000 lower-case passwords by frequency), loaded on the first check so
 * a server that never sets a password does not hold it. It stays on the server: the app's bundle never has it.
 */
let common: Promise<{ all: Set<string>; top: Set<string> }> | null = null;

/** The most frequent passwords; one of these with digits or symbols around it (Password@123) is as guessable. */
const TOP_WORDS = 1000;
/** What people put before or after a word to pass the character rules. */
const DECORATION = /^[\d!@#$%^&*._+=?~-]+|[\d!@#$%^&*._+=?~-]+$/g;
const LEET: Record<string, string> = {
  '@': 'a',
  '4': 'a',
  '0': 'o',
  '1': 'i',
  '!': 'i',
  '3': 'e',
  $: 's',
  '5': 's',
  '7': 't',
};

function commonPasswords() {
  common ??= import('@zxcvbn-ts/language-common').then(({ dictionary }) => {
    const words = dictionary['passwords-common'];
    return { all: new Set(words), top: new Set(words.slice(0, TOP_WORDS)) };
  });
  return common;
}

/** True for a password on the list, or a top password with digits and symbols added or letters swapped (P@ssw0rd!). */
export async function isCommonPassword(password: string): Promise<boolean> {
  const { all, top } = await commonPasswords();
  const lower = password.toLowerCase();
  if (all.has(lower)) return true;
  const word = lower.replace(DECORATION, '');
  const unswapped = word.replace(/[@40135$7!]/g, (c) => LEET[c] ?? c);
  return word.length >= 3 && (top.has(word) || top.has(unswapped));
}

/**
 * The check every new password passes (sign-up, Create User, change, reset, alumni accounts): not on the common
 * list and, in production, not the demo password (the default or DEMO_PASSWORD, decorated or not), which the
 * README and every demo publish.
 */
export function guessablePassword(config: { production: boolean; demoPassword: string }) {
  const demoWords = new Set(
    [DEFAULT_DEMO_PASSWORD, config.demoPassword].flatMap((p) => [
      p.toLowerCase(),
      p.toLowerCase().replace(DECORATION, ''),
    ]),
  );
  return async (password: string): Promise<boolean> => {
    if (config.production) {
      const lower = password.toLowerCase();
      if (demoWords.has(lower) || demoWords.has(lower.replace(DECORATION, ''))) return true;
    }
    return isCommonPassword(password);
  };
}
export type GuessablePassword = ReturnType<typeof guessablePassword>;
