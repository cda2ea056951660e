import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { ContactDataListSchema } from '../../../domain/home/contact-data';
import { appApi } from '../../lib/http';

export const homeKeys = {
  all: ['home'] as const,
  contact: () => [...homeKeys.all, 'contact'] as const,
};

export const homeQueries = {
  /** §7 getContactData: the last entry is the one shown (About Us, Contact Us). */
  contact: () =>
    queryOptions({
      queryKey: homeKeys.contact(),
      queryFn: async () => v.parse(ContactDataListSchema, await appApi.get('getContactData').json()).at(-1) ?? null,
      staleTime: 60 * 60_000,
    }),
};
