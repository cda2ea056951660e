import { CatalogueSearchAnswerSchema } from '../../../domain/library/library-answers';
import { PublicTitleSchema } from '../../../domain/library/public-catalogue-answers';
import { PublicCatalogueStatusSchema } from '../../../domain/library/public-catalogue-status';
import type { Operation, PermissionLine } from '../server-module';

/** The catalogue for visitors (the library's setting publicCatalogue), as GET /api/docs describes it. */
export const publicCatalogueOperations = {
  'GET /api/app/library/public/status': {
    summary: 'Whether the library shows its catalogue to visitors (no sign-in)',
    answer: PublicCatalogueStatusSchema,
  },
  'GET /api/app/library/public/search': {
    summary:
      'Search the catalogue without signing in, as the readers do: titles, authors, copies on the shelf and where (404 while the catalogue is not public)',
    answer: CatalogueSearchAnswerSchema,
  },
  'GET /api/app/library/public/titles/:id': {
    summary:
      'A title and its copies held, each with its shelf and status, without signing in (404 while the catalogue is not public)',
    answer: PublicTitleSchema,
  },
} satisfies Readonly<Record<PermissionLine, Operation>>;
