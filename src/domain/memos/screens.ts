import type { Access } from '../auth/access';
import { MEMOS_PATH, MEMO_READERS } from './access';

/** Who may open each of the memos module's screens, by address (a line each of screen-access.ts). */
export const MEMOS_SCREENS: Readonly<Record<string, Access>> = {
  [MEMOS_PATH]: MEMO_READERS,
};
