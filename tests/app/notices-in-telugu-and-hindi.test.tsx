import { useRef } from 'react';
import { describe, expect, it } from 'vitest';
import { serverI18n } from '../../src/app/i18n/app-i18n';
import { translateKnown } from '../../src/app/i18n/translate-known';
import { useSchemaForm } from '../../src/app/ui/form/use-schema-form';
import { ALUMNI_MESSAGES } from '../../src/domain/alumni/messages';
import { EXAM_MESSAGES, MARKS_MESSAGES } from '../../src/domain/exams/messages';
import { AwardSchema } from '../../src/domain/faculty/record-schemas';
import type { Locale } from '../../src/domain/i18n/locales';
import { MEMO_MESSAGES } from '../../src/domain/memos/messages';
import { TIMETABLE_MESSAGES } from '../../src/domain/timetable/messages';
import { renderedIn } from './support/rendered-in';

/** A notice the server sent in English, as a screen shows it in `locale` (every catalogue loaded, as on the server). */
const shown = async (locale: Locale, text: string) => translateKnown(await serverI18n(locale), text);

describe("the server's notices built with figures read in the page's language", () => {
  it("shows the exam cell's processing notice in Telugu and Hindi with the same figures", async () => {
    expect(await shown('te', EXAM_MESSAGES.processed(118, 0))).toBe('118 మంది విద్యార్థుల ఫలితాలు ప్రాసెస్ చేయబడ్డాయి');
    expect(await shown('hi', EXAM_MESSAGES.processed(118, 0))).toBe('118 छात्रों के परिणाम प्रोसेस किए गए');
    expect(await shown('te', EXAM_MESSAGES.processed(118, 3))).toBe(
      '118 మంది విద్యార్థుల ఫలితాలు ప్రాసెస్ చేయబడ్డాయి; 3కి ఇంకా మార్కులు లేవు',
    );
    expect(await shown('hi', MARKS_MESSAGES.savedCount(60))).toBe('रिकॉर्ड सफलतापूर्वक सहेजा गया: 60 छात्रों के अंक');
    // A title the college wrote keeps its words.
    expect(await shown('te', EXAM_MESSAGES.published('B.Tech IV-I Regular Nov 2026'))).toBe(
      'B.Tech IV-I Regular Nov 2026 ప్రచురించబడింది',
    );
  });

  it("shows a memo's reason, an alumni account's answer and a clash with its day translated", async () => {
    expect(await shown('hi', MEMO_MESSAGES.backlogsRemain(3))).toBe('अभी 3 कोर्स पास करने बाकी हैं');
    expect(await shown('te', MEMO_MESSAGES.creditsShort(150, 160))).toBe('160 క్రెడిట్లలో 150 సాధించారు');
    expect(await shown('te', ALUMNI_MESSAGES.accountCreated('alumni.21a91a0501'))).toBe(
      'మీ పూర్వ విద్యార్థి ఖాతా సిద్ధంగా ఉంది. వినియోగదారు పేరు alumni.21a91a0501 మరియు మీ కొత్త పాస్‌వర్డ్‌తో సైన్ ఇన్ చేయండి.',
    );
    const clash = TIMETABLE_MESSAGES.facultyBusy('Ravi Kumar', 'CSE A', 2, 'P3');
    expect(await shown('te', clash)).toBe('Ravi Kumar ఇప్పటికే మంగళవారం P3లో CSE Aకు బోధిస్తున్నారు');
    expect(await shown('hi', clash)).toBe('Ravi Kumar पहले से मंगलवार को P3 में CSE A को पढ़ाते हैं');
  });

  it('keeps the English notices word for word in English', async () => {
    expect(await shown('en', EXAM_MESSAGES.processed(118, 0))).toBe('Results processed for 118 students');
    expect(await shown('en', TIMETABLE_MESSAGES.facultyBusy('Ravi Kumar', 'CSE A', 2, 'P3'))).toBe(
      'Ravi Kumar already teaches CSE A on Tuesday in P3',
    );
  });
});

/** The award form's title and year messages after a submit of a too long title and a year out of range. */
function awardMessages(locale: Locale) {
  function Submitted() {
    const form = useSchemaForm(AwardSchema, {
      initial: { title: 'x'.repeat(301), awardedBy: 'IEEE', year: 1900, description: '' },
      onSubmit: () => undefined,
    });
    const submitted = useRef(false);
    if (!submitted.current) {
      submitted.current = true;
      form.handleSubmit();
    }
    return (
      <>
        <p id="title">{form.field('title').error}</p>
        <p id="year">{form.field('year').error}</p>
      </>
    );
  }
  return renderedIn(locale, <Submitted />);
}

describe("the form kit shows a length limit built with a number in the page's language", () => {
  it('shows the faculty award form’s limits in Telugu and Hindi, and in English as the schema says them', async () => {
    const telugu = await awardMessages('te');
    expect(telugu).toContain('<p id="title">శీర్షిక గరిష్ఠంగా 300 అక్షరాలు ఉండాలి</p>');
    expect(telugu).toMatch(/<p id="year">సంవత్సరం 1950 నుండి \d{4} మధ్య ఉండాలి<\/p>/);
    expect(await awardMessages('hi')).toContain('<p id="title">शीर्षक अधिक से अधिक 300 अक्षरों का हो सकता है</p>');
    const english = await awardMessages('en');
    expect(english).toContain('<p id="title">Title must be at most 300 characters</p>');
    expect(english).toMatch(/<p id="year">Year must be between 1950 and \d{4}<\/p>/);
  });
});
