import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { ContactDataListSchema } from '../../../domain/home/contact-data';
import { appApi } from '../../lib/http';

/** §7 getContactData: the last entry is the one shown (About Us, Contact Us). */
export const contactQuery = () =>
  queryOptions({
    queryKey: ['home', 'contact'] as const,
    queryFn: async () => v.parse(ContactDataListSchema, await appApi.get('getContactData').json()).at(-1) ?? null,
    staleTime: 60 * 60_000,
  });
