/** `?kiosk=1` on any address turns kiosk mode on; the app reads it, the server leaves such pages to it. */
export const KIOSK_QUERY_FLAG = 'kiosk';
