import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import {
  GatewayKeyAnswerSchema,
  GatewayKeyListSchema,
  type GatewayKeyAnswer,
  type GatewayKeyRow,
  type SavedGatewayKey,
  type UpdateGatewayKey,
} from '../../../domain/payments/gateway-keys';
import { appApi } from '../../lib/http';

export const gatewayKeysKeys = {
  all: ['gateway-keys'] as const,
  list: () => [...gatewayKeysKeys.all, 'list'] as const,
};

// Keys are live data for staff only: never persisted on the device.
export const gatewayKeysQueries = {
  /** The saved rows and the fee types (the fee_types list getFeesToAllot answers), from one call. */
  list: () =>
    queryOptions({
      queryKey: gatewayKeysKeys.list(),
      queryFn: async (): Promise<{ saved: SavedGatewayKey[]; feeTypes: string[] }> => {
        const answer = v.parse(GatewayKeyListSchema, await appApi.get('getPaymentGatewayKeyMaintenance').json());
        return { saved: answer.list, feeTypes: answer.feeTypes };
      },
      staleTime: 0,
    }),
};

const answer = async (call: Promise<unknown>): Promise<GatewayKeyAnswer> => v.parse(GatewayKeyAnswerSchema, await call);

/** POST savePaymentGatewayKeyMaintenance: the new rows. */
export const saveGatewayKeys = (rows: GatewayKeyRow[]) =>
  answer(appApi.post('savePaymentGatewayKeyMaintenance', { json: rows }).json());

/** PUT updatePaymentGatewayKeyMaintenance: one saved row (a blank password keeps the stored key). */
export const updateGatewayKey = (row: UpdateGatewayKey) =>
  answer(appApi.put('updatePaymentGatewayKeyMaintenance', { json: row }).json());

/** DELETE deletPaymentGatewayKeyMaintenance?uniquekey= (§7, as spelt). */
export const deleteGatewayKey = (uniquekey: string) =>
  answer(appApi.delete('deletPaymentGatewayKeyMaintenance', { searchParams: { uniquekey } }).json());
