import { CollegeProfileSchema } from '../../../domain/home/college-profile';
import { ContactDataListSchema } from '../../../domain/home/contact-data';
import { HeaderImagesSchema } from '../../../domain/home/header-images';
import type { Operation, PermissionLine } from '../server-module';

/** The college's public facts as GET /api/docs describes them. */
export const homeOperations = {
  'GET /api/app/getCollegeName': { summary: 'The college code (text)', produces: 'text/plain' },
  'GET /api/app/getCollegeProfile': {
    summary: 'College code and name, and the addresses of its uploaded logo and banner',
    answer: CollegeProfileSchema,
  },
  'GET /api/app/getContactData': {
    summary: 'Contact info entries (§3); the app shows the last',
    answer: ContactDataListSchema,
  },
  'GET /api/app/getLogoDataForHeaders': { summary: 'Logo and Banner as base64', answer: HeaderImagesSchema },
  // The stored picture's own media type (PNG, JPEG, WebP or SVG).
  'GET /api/app/collegeImages/:hash': {
    summary: 'The college logo or banner by content hash (immutable, ETag)',
    produces: 'image/*',
  },
} satisfies Readonly<Record<PermissionLine, Operation>>;
