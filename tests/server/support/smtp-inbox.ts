import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
}

/** A real SMTP listener on a free local port that keeps every mail it receives. */
export async function startSmtpInbox() {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, done) {
      simpleParser(stream)
        .then((parsed) => {
          const to = Array.isArray(parsed.to) ? parsed.to[0]?.text : parsed.to?.text;
          mails.push({ to: to ?? '', subject: parsed.subject ?? '', text: parsed.text ?? '' });
          done();
        })
        .catch(done);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as { port: number }).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    /** The reset link token of the newest mail to that address, waiting up to 5 s (some mail goes after the answer). */
    async tokenFor(address: string): Promise<string> {
      const deadline = Date.now() + 5000;
      for (;;) {
        const mail = [...mails].reverse().find((m) => m.to.includes(address));
        const token = mail?.text.match(/reset-password\?token=([A-Za-z0-9_-]+)/)?.[1];
        if (token) return token;
        if (Date.now() > deadline) throw new Error(`No reset link mailed to ${address}`);
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    /** The newest mail to that address whose text matches, waiting up to 5 s (notifications go after the answer). */
    async mailTo(address: string, pattern: RegExp): Promise<ReceivedMail> {
      const deadline = Date.now() + 5000;
      for (;;) {
        const mail = [...mails].reverse().find((m) => m.to.includes(address) && pattern.test(m.text));
        if (mail) return mail;
        if (Date.now() > deadline) throw new Error(`No mail to ${address} matching ${String(pattern)}`);
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    /** How many mails that address has received so far: pass it to codeFor before asking for a new code. */
    countTo(address: string): number {
      return mails.filter((m) => m.to.includes(address)).length;
    },
    /**
     * The one-time claim code of the newest mail to that address, waiting up to 5 s; with `after`, only among the
     * mails after that many (claim codes go after the answer, so an older code may still be the newest).
     */
    async codeFor(address: string, after = 0): Promise<string> {
      const deadline = Date.now() + 5000;
      for (;;) {
        const mail = mails
          .filter((m) => m.to.includes(address))
          .slice(after)
          .reverse()
          .find((m) => /The code is \d{6}/.test(m.text));
        if (mail) return mail.text.match(/The code is (\d{6})/)![1]!;
        if (Date.now() > deadline) throw new Error(`No code mailed to ${address}`);
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
