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
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
