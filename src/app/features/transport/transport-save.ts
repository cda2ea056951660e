import { useModuleSave } from '../../lib/use-module-save';
import { transportKeys } from './transport-queries';

/**
 * A save of the transport's keeping: the server's words in a toast, the transport's queries refreshed, then `onDone`;
 * a refusal (a registration already in the fleet, an odometer reading behind) in words under the form.
 */
export const useTransportSave = <T>(save: (body: T) => Promise<{ message: string }>, onDone: () => void) =>
  useModuleSave(save, onDone, transportKeys.all);
