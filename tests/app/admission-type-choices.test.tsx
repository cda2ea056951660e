import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { EMPTY_FIRST_FORM, FirstAdmissionFormSchema } from '../../src/domain/admissions/first-form';
import { EMPTY_SECOND_FORM, SecondAdmissionFormSchema } from '../../src/domain/admissions/second-form';
import { AdmissionSection } from '../../src/app/features/admissions/admission-section';
import { AdmissionDetailsSection } from '../../src/app/features/admissions/second-form/second-form-sections';
import { useSecondFormLookups } from '../../src/app/features/admissions/second-form/use-second-form-lookups';
import { lookupKeys } from '../../src/app/lib/lookup-queries';
import { useSchemaForm } from '../../src/app/ui/form/use-schema-form';

const SEAT_TYPES_AS_DROP = [
  'Convener,Category A: allotted by the state counselling',
  'Management,Category B: admitted by the college on merit',
];
/** getAdmissionTypes, the §7 list of the plain types, which is no college's rule by itself. */
const PLAIN_LIST = ['Direct', 'Lateral', 'Transfer'].map((name) => ({
  value: name,
  label: name,
  admissionType: name,
  description: '',
}));

function SecondFormAdmission() {
  const form = useSchemaForm(SecondAdmissionFormSchema, { initial: EMPTY_SECOND_FORM, onSubmit: () => undefined });
  return <AdmissionDetailsSection form={form} lookups={useSecondFormLookups(form.values)} />;
}

function FirstFormAdmission() {
  const form = useSchemaForm(FirstAdmissionFormSchema, { initial: EMPTY_FIRST_FORM, onSubmit: () => undefined });
  return <AdmissionSection form={form} adminNoShown="" />;
}

/** The admission types a form's select offers, from its server-side rendering with these lists on the device. */
function offeredTypes(
  Form: () => React.JSX.Element,
  lists: { collegeCode?: string; seatTypesAsDrop?: string[] },
): string[] {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (lists.collegeCode !== undefined) client.setQueryData(lookupKeys.list('getCollegeName'), lists.collegeCode);
  if (lists.seatTypesAsDrop !== undefined)
    client.setQueryData(lookupKeys.list('getSeatTypesAsDrop'), lists.seatTypesAsDrop);
  client.setQueryData(lookupKeys.list('getAdmissionTypes'), PLAIN_LIST);
  const html = renderToString(
    <I18nProvider i18n={setupI18n({ locale: 'en', messages: { en: {} } })}>
      <QueryClientProvider client={client}>
        <Form />
      </QueryClientProvider>
    </I18nProvider>,
  );
  const select = /<select[^>]*name="admissionType"[^>]*>(.*?)<\/select>/s.exec(html)?.[1];
  expect(select, 'the Admission Type select').toBeDefined();
  return [...select!.matchAll(/<option value="([^"]*)"/g)].map((m) => m[1]!).filter((v) => v !== '');
}

describe.each([
  ['second admission form (/AdmissionFormForSmsk)', SecondFormAdmission],
  ['first admission form (/admissionForm)', FirstFormAdmission],
])('the %s offers the admission types the server accepts (admissionTypesFor)', (_name, Form) => {
  it.each(['KNRR', 'BRILL', 'BRIG'])('offers the seat types, not Direct, Lateral or Transfer, at %s', (collegeCode) => {
    expect(offeredTypes(Form, { collegeCode, seatTypesAsDrop: SEAT_TYPES_AS_DROP })).toEqual([
      'Convener',
      'Management',
    ]);
  });

  it('offers Direct, Lateral and Transfer at a college that does not admit by seat type', () => {
    expect(offeredTypes(Form, { collegeCode: 'DEMO', seatTypesAsDrop: SEAT_TYPES_AS_DROP })).toEqual([
      'Direct',
      'Lateral',
      'Transfer',
    ]);
  });

  it('offers nothing until the college code is known, nor at a seat-type college until its seat types are', () => {
    expect(offeredTypes(Form, { seatTypesAsDrop: SEAT_TYPES_AS_DROP })).toEqual([]);
    expect(offeredTypes(Form, { collegeCode: 'KNRR' })).toEqual([]);
  });
});
