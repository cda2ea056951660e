/** `?kiosk=1` on any address turns kiosk mode on (issue 4 item 8); the app reads it, the server leaves such pages to it. */
export const KIOSK_QUERY_FLAG = 'kiosk';
