import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import {
  GatewayKeyAnswerSchema,
  GatewayKeyListSchema,
  type GatewayKeyAnswer,
  type GatewayKeyRow,
  type SavedGatewayKey,
  type UpdateGatewayKey,
} from '../../../domain/fee-accounts/gateway-keys';
import { appApi } from '../../lib/http';

export const gatewayKeysKeys = {
  all: ['gateway-keys'] as const,
  feeTypes: () => [...gatewayKeysKeys.all, 'fee-types'] as const,
  list: () => [...gatewayKeysKeys.all, 'list'] as const,
};

/** §7 getFeesToAllot: a list of fee types, as names or as records naming their fee type. */
const FeeTypesSchema = v.array(v.union([v.string(), v.looseObject({ feeType: v.string() }), v.looseObject({ name: v.string() })]));

const feeTypeName = (item: v.InferOutput<typeof FeeTypesSchema>[number]): string =>
  typeof item === 'string' ? item : 'feeType' in item ? String(item.feeType) : String(item.name);

// Keys are live data for staff only: never kept in the persisted cache of the device.
export const gatewayKeysQueries = {
  feeTypes: () =>
    queryOptions({
      queryKey: gatewayKeysKeys.feeTypes(),
      queryFn: async (): Promise<string[]> => [...new Set(v.parse(FeeTypesSchema, await appApi.get('getFeesToAllot').json()).map(feeTypeName))],
      meta: { persist: false },
    }),
  list: () =>
    queryOptions({
      queryKey: gatewayKeysKeys.list(),
      queryFn: async (): Promise<SavedGatewayKey[]> => v.parse(GatewayKeyListSchema, await appApi.get('getPaymentGatewayKeyMaintenance').json()).list,
      staleTime: 0,
      meta: { persist: false },
    }),
};

const answer = async (call: Promise<unknown>): Promise<GatewayKeyAnswer> => v.parse(GatewayKeyAnswerSchema, await call);

/** POST savePaymentGatewayKeyMaintenance: the new rows. */
export const saveGatewayKeys = (rows: GatewayKeyRow[]) => answer(appApi.post('savePaymentGatewayKeyMaintenance', { json: rows }).json());

/** PUT updatePaymentGatewayKeyMaintenance: one saved row (a blank password keeps the stored key). */
export const updateGatewayKey = (row: UpdateGatewayKey) => answer(appApi.put('updatePaymentGatewayKeyMaintenance', { json: row }).json());

/** DELETE deletPaymentGatewayKeyMaintenance?uniquekey= (§7, as spelt). */
export const deleteGatewayKey = (uniquekey: string) => answer(appApi.delete('deletPaymentGatewayKeyMaintenance', { searchParams: { uniquekey } }).json());
