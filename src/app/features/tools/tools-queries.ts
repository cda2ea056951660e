import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { SignedInRolesSchema } from '../../../domain/tools/signed-in-roles';
import { authApi } from '../../lib/http';
import { isKioskAdministrator } from '../../lib/kiosk';

export const toolsKeys = {
  all: ['tools'] as const,
  kioskAdministrator: () => [...toolsKeys.all, 'kiosk-administrator'] as const,
};

/**
 * Whether the server confirms that the signed-in session belongs to an administrator: only they change the server address
 * or leave kiosk mode (Developer Options). Never kept on the device and always asked again: no session, an error or
 * no network means no.
 */
export const kioskAdministratorQuery = () =>
  queryOptions({
    queryKey: toolsKeys.kioskAdministrator(),
    queryFn: async () => isKioskAdministrator(v.parse(SignedInRolesSchema, await authApi.get('me').json()).roles),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
