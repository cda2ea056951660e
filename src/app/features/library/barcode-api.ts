import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import {
  LabelSheetAnswerSchema,
  PatronCardsAnswerSchema,
  PatronGroupsSchema,
  type LabelSheetAnswer,
  type PatronCardsAnswer,
} from '../../../domain/library/barcode-answers';
import {
  labelSelectionParams,
  patronSelectionParams,
  type LabelSelection,
  type PatronCardSelection,
} from '../../../domain/library/barcode-forms';
import { appApi } from '../../lib/http';
import { libraryKeys } from './library-queries';

export const barcodeKeys = {
  patronGroups: () => [...libraryKeys.all, 'patron-groups'] as const,
};

export const barcodeQueries = {
  /**
   * The departments and batches to choose cards by: the network only, since the cards themselves need it (their data
   * is fetched when they are made).
   */
  patronGroups: () =>
    queryOptions({
      queryKey: barcodeKeys.patronGroups(),
      queryFn: async () => v.parse(PatronGroupsSchema, await appApi.get('library/patron-groups').json()),
      staleTime: 5 * 60_000,
    }),
};

/** GET /library/labels: the chosen copies' labels (404 when none, 422 over the limit, with the server's words). */
export const labelSheet = async (selection: LabelSelection): Promise<LabelSheetAnswer> =>
  v.parse(
    LabelSheetAnswerSchema,
    await appApi.get('library/labels', { searchParams: labelSelectionParams(selection), timeout: 60_000 }).json(),
  );

/** GET /library/patron-cards: the chosen patrons' cards, with the college's name and logo. */
export const patronCards = async (selection: PatronCardSelection): Promise<PatronCardsAnswer> =>
  v.parse(
    PatronCardsAnswerSchema,
    await appApi
      .get('library/patron-cards', { searchParams: patronSelectionParams(selection), timeout: 60_000 })
      .json(),
  );
