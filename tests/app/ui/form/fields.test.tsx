import { isValidElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { CheckListField } from '../../../../src/app/ui/form/check-list-field';
import { CheckboxField } from '../../../../src/app/ui/form/checkbox-field';
import { ChoiceField } from '../../../../src/app/ui/form/choice-field';
import { DateField } from '../../../../src/app/ui/form/date-field';
import { FileField, readableSize } from '../../../../src/app/ui/form/file-field';
import { NumberField } from '../../../../src/app/ui/form/number-field';
import { PasswordField } from '../../../../src/app/ui/form/password-field';
import { SelectField } from '../../../../src/app/ui/form/select-field';
import { TextAreaField } from '../../../../src/app/ui/form/text-area-field';
import { TextField } from '../../../../src/app/ui/form/text-field';
import type { FieldBinding } from '../../../../src/app/ui/form/use-schema-form';

const MESSAGE = 'Please enter a valid number';

function binding<T>(value: T, over: Partial<FieldBinding<T>> = {}): FieldBinding<T> {
  return {
    name: 'f',
    id: 'form-f',
    value,
    onChange: vi.fn(),
    onBlur: vi.fn(),
    error: MESSAGE,
    required: true,
    attach: () => undefined,
    ...over,
  };
}

/** Attributes of the first element of a kind in the markup. */
function attributesOf(html: string, tag: string): Record<string, string> {
  const element = html.match(new RegExp(`<${tag}\\b([^>]*)>`))?.[1] ?? '';
  return Object.fromEntries([...element.matchAll(/([\w-]+)="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]));
}

/** The rules every field of the kit keeps: a visible label, the message under it and the ARIA links to it. */
function expectAccessibleField(html: string, control: 'input' | 'select' | 'fieldset' | 'textarea', label: string) {
  const attrs = attributesOf(html, control);
  expect(attrs['aria-invalid']).toBe('true');
  expect(attrs['aria-required']).toBe('true');
  expect(attrs['aria-describedby']).toBe('form-f-message');
  expect(html).toContain(`<p id="form-f-message" class="field-error">${MESSAGE}</p>`);
  expect(html).toContain(`>${label}<`);
  expect(html).toMatch(/<span class="required-mark" aria-hidden="true">\*<\/span>/);
}

describe('form kit fields: label, message under the field, aria-invalid and aria-describedby', () => {
  it('text field', () => {
    const html = renderToStaticMarkup(<TextField field={binding('x')} label="Full Name" />);
    expectAccessibleField(html, 'input', 'Full Name');
    expect(html).toContain('<label for="form-f">Full Name</label>');
  });

  it('number field: numeric keyboard, the text as typed', () => {
    const html = renderToStaticMarkup(<NumberField field={binding('012')} label="Rank" />);
    expectAccessibleField(html, 'input', 'Rank');
    expect(attributesOf(html, 'input')).toMatchObject({ type: 'text', inputMode: 'numeric', value: '012' });
  });

  it('date field: the browser date picker', () => {
    const html = renderToStaticMarkup(<DateField field={binding('2026-06-01')} label="Date of Admission" />);
    expectAccessibleField(html, 'input', 'Date of Admission');
    expect(attributesOf(html, 'input')).toMatchObject({ type: 'date', value: '2026-06-01' });
  });

  it('password field: hidden text and a Show button named for the field', () => {
    const html = renderToStaticMarkup(<PasswordField field={binding('secret')} label="Old Password" />);
    expectAccessibleField(html, 'input', 'Old Password');
    expect(attributesOf(html, 'input').type).toBe('password');
    expect(attributesOf(html, 'button')).toMatchObject({ 'aria-label': 'Show Old Password', 'aria-pressed': 'false' });
  });

  it('select field: the lookup entries after a placeholder', () => {
    const html = renderToStaticMarkup(
      <SelectField
        field={binding('')}
        label="Role"
        options={[
          { value: 'Dean', label: 'Dean' },
          { value: 'Hod', label: 'Hod' },
        ]}
      />,
    );
    expectAccessibleField(html, 'select', 'Role');
    expect([...html.matchAll(/<option value="([^"]*)"[^>]*>([^<]*)</g)].map((m) => [m[1], m[2]])).toEqual([
      ['', 'Select'],
      ['Dean', 'Dean'],
      ['Hod', 'Hod'],
    ]);
  });

  it('select field: says Loading… while the lookup loads', () => {
    const html = renderToStaticMarkup(
      <SelectField field={binding('', { error: null })} label="Department" options={undefined} loading />,
    );
    expect(attributesOf(html, 'select')['aria-busy']).toBe('true');
    expect(html).toMatch(/<option value=""[^>]*>Loading…<\/option><\/select>/);
  });

  it('choice group: a named radio group carrying the invalid state', () => {
    const html = renderToStaticMarkup(
      <ChoiceField
        field={binding('FEMALE')}
        legend="Gender"
        options={[
          { value: 'MALE', label: 'Male' },
          { value: 'FEMALE', label: 'Female' },
        ]}
      />,
    );
    expectAccessibleField(html, 'fieldset', 'Gender');
    expect(attributesOf(html, 'fieldset').role).toBe('radiogroup');
    expect(html).toMatch(/<input type="radio" name="f" checked="" value="FEMALE"/);
  });

  it('checkbox: the label around the box', () => {
    const html = renderToStaticMarkup(<CheckboxField field={binding(false)} label="Same as permanent address" />);
    expectAccessibleField(html, 'input', 'Same as permanent address');
    expect(html).toMatch(/<label class="check"><input type="checkbox"/);
  });

  it('checkbox as a switch: the switch role', () => {
    const html = renderToStaticMarkup(
      <CheckboxField field={binding(false)} label="Maintenance mode on" role="switch" />,
    );
    expectAccessibleField(html, 'input', 'Maintenance mode on');
    expect(attributesOf(html, 'input').role).toBe('switch');
  });

  it('text area: several lines', () => {
    const html = renderToStaticMarkup(<TextAreaField field={binding('Back soon')} label="Message for users" />);
    expectAccessibleField(html, 'textarea', 'Message for users');
    expect(html).toContain('>Back soon</textarea>');
  });

  it('text area: a hint kept under it, read with the field before its message', () => {
    const html = renderToStaticMarkup(
      <TextAreaField field={binding('Back soon')} label="Message for users" hint="9 / 500 characters" />,
    );
    expect(attributesOf(html, 'textarea')['aria-describedby']).toBe('form-f-hint form-f-message');
    expect(html).toContain('<span id="form-f-hint" class="hint">9 / 500 characters</span>');
  });

  it('check list: each ticked value, the message tied to every box', () => {
    const html = renderToStaticMarkup(
      <CheckListField
        field={binding(['naac'])}
        legend="Modules"
        options={[
          { value: 'erp', label: 'erp' },
          { value: 'naac', label: 'naac' },
        ]}
      />,
    );
    expect([...html.matchAll(/<input [^>]*aria-describedby="form-f-message"/g)]).toHaveLength(2);
    expect(html).toMatch(/checked="" value="naac"/);
    expect(html).toContain(`<p id="form-f-message" class="field-error">${MESSAGE}</p>`);
  });

  it('file field: the name and size of a chosen file that is not an image, and a Remove button', () => {
    const file = new File(['x'.repeat(2048)], 'marks.pdf', { type: 'application/pdf' });
    const html = renderToStaticMarkup(
      <FileField field={binding<File | null>(file)} label="Certificate" accept=".pdf,.jpg" />,
    );
    expectAccessibleField(html, 'input', 'Certificate');
    expect(attributesOf(html, 'input')).toMatchObject({ type: 'file', accept: '.pdf,.jpg' });
    expect(html).toContain(
      '<span class="file-preview__name">marks.pdf</span><span class="file-preview__size">2 KB</span>',
    );
    expect(html).toContain('>Remove</button>');
    expect(html).not.toContain('<img');
  });

  it('file field: nothing but the picker while no file is chosen', () => {
    const html = renderToStaticMarkup(
      <FileField field={binding<File | null>(null, { error: null, required: false })} label="Photo" accept="image/*" />,
    );
    expect(html).not.toContain('file-preview');
    expect(attributesOf(html, 'input')['aria-invalid']).toBeUndefined();
    expect(attributesOf(html, 'input')['aria-describedby']).toBeUndefined();
  });

  it('a valid field has no aria-invalid, no aria-describedby and no message', () => {
    const html = renderToStaticMarkup(<TextField field={binding('Asha', { error: null })} label="Full Name" />);
    expect(attributesOf(html, 'input')['aria-invalid']).toBeUndefined();
    expect(attributesOf(html, 'input')['aria-describedby']).toBeUndefined();
    expect(html).not.toContain('field-error');
  });
});

describe('form kit field behaviour', () => {
  it('§5 Aadhaar: a text field can keep digits only, 12 at most, before the value reaches the form', () => {
    const field = binding('');
    const element = TextField({ field, label: 'Aadhaar', normalize: (s) => s.replace(/\D/g, '').slice(0, 12) });
    expect(isValidElement(element)).toBe(true);
    (element as ReactElement<{ onChange: (s: string) => void }>).props.onChange('1234 5678 9012 34x');
    expect(field.onChange).toHaveBeenCalledWith('123456789012');
  });

  it('shows file sizes as people read them', () => {
    expect([820, 14_540, 3_250_586].map(readableSize)).toEqual(['820 B', '14.2 KB', '3.1 MB']);
  });
});
