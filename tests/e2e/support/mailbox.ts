import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';

/** The text of the newest mail to an address in the test SMTP listener's folder, waiting up to 10 s. */
export async function latestMailTo(mailDir: string, address: string): Promise<string> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    for (const file of readdirSync(mailDir).sort().reverse()) {
      const mail = await simpleParser(readFileSync(path.join(mailDir, file)));
      const to = Array.isArray(mail.to) ? mail.to.map((t) => t.text).join(',') : (mail.to?.text ?? '');
      if (to.includes(address)) return mail.text ?? '';
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
