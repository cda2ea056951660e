import { useModuleSave } from '../../lib/use-module-save';
import { hostelKeys } from './hostel-queries';

/** A save of the hostel's keeping: the server's words in a toast, the hostel's queries refreshed, then `onDone`. */
export const useHostelSave = <T>(save: (body: T) => Promise<{ message: string }>, onDone: () => void) =>
  useModuleSave(save, onDone, hostelKeys.all);
