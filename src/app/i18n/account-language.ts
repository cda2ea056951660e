import * as v from 'valibot';
import { LanguageChoiceSchema, type Locale } from '../../domain/i18n/locales';
import { authApi } from '../lib/http';

/**
 * Keeps the signed-in user's language on their account (PUT /api/auth/language), so their other devices follow it at
 * sign-in. Offline or refused, the device keeps its own choice (the cookie) and nothing is shown: the language menu
 * has already switched.
 */
export async function saveAccountLanguage(language: Locale): Promise<void> {
  try {
    const answer = await authApi.put('language', { json: { language } });
    if (answer.status !== 204) v.parse(LanguageChoiceSchema, await answer.json());
  } catch {
    // The device's choice stands; the account is told the next time the user chooses.
  }
}
