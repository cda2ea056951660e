import { queryOptions } from '@tanstack/react-query';
import { HTTPError } from 'ky';
import * as v from 'valibot';
import { VerifiedDocumentSchema, type VerifiedDocument } from '../../../domain/memos/verified-document';
import { appApi } from '../../lib/http';

/** The issued document a printed code stands for; null when no document has that code. */
export const verifyQueries = {
  document: (code: string) =>
    queryOptions({
      queryKey: ['verify', code.toUpperCase()] as const,
      queryFn: async (): Promise<VerifiedDocument | null> => {
        try {
          return v.parse(VerifiedDocumentSchema, await appApi.get(`verify/${encodeURIComponent(code)}`).json());
        } catch (e) {
          if (e instanceof HTTPError && (e.response.status === 404 || e.response.status === 400)) return null;
          throw e;
        }
      },
    }),
};
