import type { DeviceCopies } from '../device-copy';

/** A student's or their parent's transcript on the dashboard (lib/transcript.ts: records 'transcript:…'). */
export const MEMOS_DEVICE_COPIES: DeviceCopies = { lookupPrefixes: ['transcript:'] };
