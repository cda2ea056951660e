import type { Logger } from '../http/logger';

/** Text messages to a mobile number (the one-time codes of student claims). */
export interface SmsSender {
  send(mobile: string, text: string): Promise<void>;
}

/**
 * Sends through the SMS gateway at SMS_URL: a POST of JSON { to, text } (an adapter for the college's
 * provider takes it from there). Without SMS_URL there is no sender, and whatever would go to a mobile
 * number goes to the student's e-mail instead. Numbers and texts are never logged.
 */
export function createSmsSender(url: string | undefined, logger: Logger, send: typeof fetch = fetch): SmsSender | null {
  if (!url) return null;
  return {
    async send(mobile, text) {
      const res = await send(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ to: mobile, text }),
      });
      if (!res.ok) throw new Error(`SMS gateway answered ${String(res.status)}`);
      logger.info('text message sent');
    },
  };
}
