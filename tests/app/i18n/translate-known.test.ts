import { setupI18n } from '@lingui/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { translateKnown } from '../../../src/app/i18n/translate-known';
import { messages as hindiAdmissions } from '../../../src/domain/admissions/locales/hi';

const hindi = () => setupI18n({ locale: 'hi', messages: { hi: hindiAdmissions } });

afterEach(() => vi.restoreAllMocks());

describe('translateKnown: a text in the page language when a loaded catalogue has it', () => {
  it("shows 'Please enter Full Name' in Hindi when the admissions catalogue is loaded", () => {
    expect(translateKnown(hindi(), 'Please enter Full Name')).toBe('कृपया पूरा नाम दर्ज करें');
  });

  it('keeps a server text no catalogue has as it is, without asking Lingui (no uncompiled-message warning)', () => {
    const warn = vi.spyOn(console, 'warn');
    const i18n = hindi();
    const asked = vi.spyOn(i18n, '_');
    expect(translateKnown(i18n, 'Unable to Delete the Record: Used by 60 students')).toBe(
      'Unable to Delete the Record: Used by 60 students',
    );
    expect(asked).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
  });

  it('keeps the English text while the catalogue of its module is not loaded yet', () => {
    const bare = setupI18n({ locale: 'hi', messages: { hi: {} } });
    expect(translateKnown(bare, 'Please enter Full Name')).toBe('Please enter Full Name');
  });

  it('shows English as written in English, double spaces of the seed included', () => {
    const english = setupI18n({ locale: 'en', messages: { en: {} } });
    expect(translateKnown(english, '10-digit  for mobile number')).toBe('10-digit  for mobile number');
  });
});

describe('translateKnown: a text the server filled in from a marked template', () => {
  const telugu = async () => {
    const { messages } = await import('../../../src/domain/exams/locales/te');
    return setupI18n({ locale: 'te', messages: { te: { ...messages } } });
  };

  it('writes it again from the template in the page language, with the values it was filled with', async () => {
    expect(translateKnown(await telugu(), 'Your department: Computer Science')).toBe('మీ విభాగం: Computer Science');
  });

  it('leaves a text no template fits, and any text in English, as it is', async () => {
    expect(translateKnown(await telugu(), 'Something the server said: 12')).toBe('Something the server said: 12');
    const english = setupI18n({ locale: 'en', messages: { en: { 'Your department: {department}': 'x' } } });
    expect(translateKnown(english, 'Your department: CSE')).toBe('Your department: CSE');
  });

  it('finds the templates of a catalogue loaded after the first lookup', async () => {
    const i18n = setupI18n({ locale: 'te', messages: { te: {} } });
    expect(translateKnown(i18n, 'Your department: CSE')).toBe('Your department: CSE');
    const { messages } = await import('../../../src/domain/exams/locales/te');
    i18n.load('te', messages);
    expect(translateKnown(i18n, 'Your department: CSE')).toBe('మీ విభాగం: CSE');
  });
});
