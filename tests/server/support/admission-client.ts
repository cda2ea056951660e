import type { Hono } from 'hono';
import type { SessionClient } from './session-client';

/** A 1×1 PNG: the smallest real image the photo field accepts. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

export const admissionPayload = (overrides: Record<string, unknown> = {}) => ({
  name: 'Ravi Kumar',
  courseAppliedFor: 'B.Tech',
  batch: '2026-2030',
  branch: 'CSE',
  gender: 'MALE',
  aadharNo: '234567810123',
  dateOfAdmission: '2026-07-15',
  dateOfBirth: '2008-03-02',
  fathersName: 'Suresh Kumar',
  mothersName: 'Lakshmi',
  fatherContactNo: '9876543210',
  studentContactNo: '9123456780',
  emailId: 'ravi.kumar@example.in',
  admissionType: 'Direct',
  category: 'BC-A',
  feeCommitment: '75000',
  studentPaidamount: '25000.50',
  permanentAddress: {
    doorNo: '4-12/3',
    street: 'Gandhi Road',
    village: 'Kukatpally',
    mandal: 'Balanagar',
    district: 'Medchal',
    state: 'Telangana',
    pincode: '500072',
  },
  ...overrides,
});

/** Posts the first form's multipart (applicationFormData JSON + optional imageUpload) with the client's session. */
export async function postAdmission(
  app: Hono,
  client: SessionClient,
  data: unknown,
  photo?: { bytes: Uint8Array<ArrayBuffer>; name: string; type: string } | null,
  query = '',
): Promise<{ status: number; body: Record<string, unknown> }> {
  const form = new FormData();
  form.set('applicationFormData', typeof data === 'string' ? data : JSON.stringify(data));
  if (photo) form.set('imageUpload', new File([photo.bytes], photo.name, { type: photo.type }));
  const res = await app.request(`/api/app/saveApplicationFormData${query}`, {
    method: 'POST',
    body: form,
    headers: { cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}
