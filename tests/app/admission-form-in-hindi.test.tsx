import { useRef } from 'react';
import { describe, expect, it } from 'vitest';
import { StudentSection } from '../../src/app/features/admissions/student-section';
import { useSchemaForm } from '../../src/app/ui/form/use-schema-form';
import { EMPTY_FIRST_FORM, FirstAdmissionFormSchema } from '../../src/domain/admissions/first-form';
import { renderedIn } from './support/rendered-in';

/** The Student section as it stands after an empty submit, with the messages of `locale`. */
function studentSectionAfterEmptySubmit(locale: 'en' | 'hi' | 'te') {
  function Submitted() {
    const form = useSchemaForm(FirstAdmissionFormSchema, { initial: EMPTY_FIRST_FORM, onSubmit: () => undefined });
    // The Save button pressed on the empty form, before the page is drawn (the server render has no clicks).
    const submitted = useRef(false);
    if (!submitted.current) {
      submitted.current = true;
      form.handleSubmit();
    }
    return <StudentSection form={form} />;
  }
  return renderedIn(locale, <Submitted />);
}

/** The message under the field whose id ends with `name`. */
const messageAt = (html: string, name: string) =>
  new RegExp(`<p id="[^"]*-${name}-message" class="field-error">([^<]*)</p>`).exec(html)?.[1];

describe('the first admission form (/admissionForm) speaks the page language at its fields', () => {
  it("shows 'Please enter Full Name' as 'कृपया पूरा नाम दर्ज करें' under Full Name (पूरा नाम) in Hindi", async () => {
    const html = await studentSectionAfterEmptySubmit('hi');
    expect(messageAt(html, 'fullName')).toBe('कृपया पूरा नाम दर्ज करें');
    expect(html).toMatch(/<label for="[^"]*-fullName">पूरा नाम<\/label>/);
    expect(messageAt(html, 'gender')).toBe('कृपया लिंग चुनें');
    expect(messageAt(html, 'adharNo')).toBe('कृपया आधार नंबर दर्ज करें');
    expect(messageAt(html, 'dateofBirth')).toBe('कृपया जन्म तिथि दर्ज करें');
    // The choices show in Hindi; what the form sends stays the stored code.
    expect(html).toMatch(/<input type="radio" name="gender" value="MALE"[^>]*\/>पुरुष/);
    expect(html).not.toContain('Please enter');
  });

  it('shows the same field in Telugu, and in English word for word', async () => {
    expect(messageAt(await studentSectionAfterEmptySubmit('te'), 'fullName')).toBe('దయచేసి పూర్తి పేరు నమోదు చేయండి');
    const english = await studentSectionAfterEmptySubmit('en');
    expect(messageAt(english, 'fullName')).toBe('Please enter Full Name');
    expect(messageAt(english, 'adharNo')).toBe('Please enter Aadhar number');
  });
});
