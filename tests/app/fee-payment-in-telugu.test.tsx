import { describe, expect, it } from 'vitest';
import { erpUserCookieText } from '../../src/domain/auth/erp-user';
import type { PageRequest } from '../../src/domain/ssr/rendered-page';

// The student's Pay screen rendered on the server in the request's language (docs/translations.md).
const { renderPage } = await import('../../src/app/ssr/render-page');

const STUDENT = encodeURIComponent(
  erpUserCookieText({ username: 'student', fullName: 'Charan Pillai', roles: ['ROLE_STUDENT'] }),
);
const FEE_LINE = {
  rollNo: '22B81A0501',
  studentName: 'CHARAN PILLAI',
  course: 'B.Tech',
  batch: '2022-2026',
  branch: 'CSE',
  feeType: 'TUITION FEE',
  flow: 'general',
  semester: 8,
  semesterName: 'IV Year II Semester',
  item: 'TUITION FEE',
  instalmentsAllowed: true,
  amount: 5_250_000,
  paid: 0,
  due: 5_250_000,
};

/** The server's API answered in-process, from `answers` by the last segment of the path. */
function fakeServer(answers: Record<string, unknown>): PageRequest['send'] {
  return async (call) => {
    const name = call.path.split('?')[0]!.split('/').pop()!;
    const json = [['content-type', 'application/json']] as Array<[string, string]>;
    return name in answers
      ? { status: 200, headers: json, body: JSON.stringify(answers[name]) }
      : { status: 404, headers: json, body: '{}' };
  };
}

const send = fakeServer({
  getCollegeProfile: { code: 'DEMO', name: 'Demo Institute of Technology' },
  getLogoDataForHeaders: { Logo: null, Banner: null },
  getDashboard: { badges: {} },
  getStudentsFeePaymentDetails: [FEE_LINE],
});
const PAY = '/app/Student/Fee%20Payment';

describe("the student's fee payment screen in Telugu and Hindi", () => {
  it('renders its title, table, choice and Pay button in Telugu; the fee, roll number and rupees stay as given', async () => {
    const html = (await renderPage(PAY, { erpUser: STUDENT, locale: 'te', send }))!.html;
    expect(html).toContain('<h1 class="page-title">ఆన్‌లైన్ ఫీజు చెల్లింపు</h1>');
    expect(html).toContain('CHARAN PILLAI (22B81A0501) · B.Tech CSE · బ్యాచ్ 2022-2026');
    expect(html).toContain('<th scope="col">సెమిస్టర్</th>');
    expect(html).toContain('<th scope="col">బకాయి</th>');
    expect(html).toContain('data-label="మొత్తం"');
    expect(html).toContain('(వాయిదాలలో చెల్లించవచ్చు)');
    expect(html).toContain('1 ఫీజు ఎంచుకున్నారు, బకాయి Rs 52,500.00');
    expect(html).toContain('చెల్లించాల్సిన మొత్తం (రూ.)');
    expect(html).toContain('TUITION FEE');
    expect(html).not.toContain('Amount to pay (Rs.)');
    expect(html).not.toContain('<th scope="col">Semester</th>');
  });

  it('renders the same screen in Hindi, and in English word for word as before', async () => {
    const hindi = (await renderPage(PAY, { erpUser: STUDENT, locale: 'hi', send }))!.html;
    expect(hindi).toContain('<h1 class="page-title">ऑनलाइन शुल्क भुगतान</h1>');
    expect(hindi).toContain('1 शुल्क चुने गए, बकाया Rs 52,500.00');
    expect(hindi).toContain('भुगतान की राशि (रु.)');
    const english = (await renderPage(PAY, { erpUser: STUDENT, locale: 'en', send }))!.html;
    expect(english).toContain('<h1 class="page-title">Online Fee Payment</h1>');
    expect(english).toContain('CHARAN PILLAI (22B81A0501) · B.Tech CSE · Batch 2022-2026');
    expect(english).toContain('1 fee chosen, Rs 52,500.00 due');
    expect(english).toContain('Amount to pay (Rs.)');
    expect(english).toContain('<span class="hint"> (instalments allowed)</span>');
  });
});
