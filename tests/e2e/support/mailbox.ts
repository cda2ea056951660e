import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';

/** The mail files in the folder now: pass them to a later read so that it waits for a mail sent after this moment. */
export function mailsSoFar(mailDir: string): ReadonlySet<string> {
  return new Set(readdirSync(mailDir));
}

/**
 * The text of the newest mail to an address (whose text matches, if given) in the test SMTP listener's folder, among
 * the mails not in `before`, waiting up to 10 s.
 */
export async function latestMailTo(
  mailDir: string,
  address: string,
  matching?: RegExp,
  before: ReadonlySet<string> = new Set(),
): Promise<string> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    for (const file of readdirSync(mailDir).sort().reverse()) {
      if (before.has(file)) continue;
      const mail = await simpleParser(readFileSync(path.join(mailDir, file)));
      const to = Array.isArray(mail.to) ? mail.to.map((t) => t.text).join(',') : (mail.to?.text ?? '');
      if (to.includes(address) && (!matching || matching.test(mail.text ?? ''))) return mail.text ?? '';
    }
    if (Date.now() > deadline) throw new Error(`No mail to ${address}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

export function resetLinkIn(text: string): string {
  const link = text.match(/https?:\/\/\S+\/reset-password\?token=[A-Za-z0-9_-]+/)?.[0];
  if (!link) throw new Error('The mail has no reset link');
  return link;
}

/** The one-time code of a claim on a student (parent link, alumni account), from the newest code mail to the student. */
export async function claimCodeMailedTo(
  mailDir: string,
  address: string,
  before: ReadonlySet<string> = new Set(),
): Promise<string> {
  return (await latestMailTo(mailDir, address, /The code is \d{6}/, before)).match(/The code is (\d{6})/)![1]!;
}
