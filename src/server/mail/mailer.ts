import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from '../http/logger';
import { errorForLog } from '../http/error-for-log';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  close(): void;
}

/**
 * Sends without making the caller wait: answers that must not reveal whether an account exists
 * (forgot password, forgot user name) then take the same time either way. Failures are logged.
 */
export function sendInBackground(mailer: Mailer, logger: Logger, mail: Mail): void {
  mailer.send(mail).catch((err: unknown) => {
    logger.error({ subject: mail.subject, err: errorForLog(err) }, 'mail could not be sent');
  });
}

/**
 * Sends through SMTP_URL when set. Without it (development, demos) each mail is written as an .eml file
 * to DATA_DIR/outbox, which any mail program opens. Addresses and links are never logged.
 */
export function createMailer(opts: {
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
  logger: Logger;
}): Mailer {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({ from: opts.from, ...mail });
        opts.logger.info({ subject: mail.subject }, 'mail sent');
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const info = await transport.sendMail({ from: opts.from, ...mail });
      mkdirSync(opts.outboxDir, { recursive: true });
      const file = path.join(
        opts.outboxDir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[^a-z0-9]/gi, '')}.eml`,
      );
      writeFileSync(file, info.message as Buffer);
      opts.logger.info({ subject: mail.subject }, 'mail written to the outbox');
    },
    close: () => transport.close(),
  };
}
