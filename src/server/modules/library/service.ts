/**
 * The library module's door: what other modules use of it. The dashboards show a patron the copies kept for them
 * at the desk (their ready holds) in the header's notifications.
 */
export { libraryNotifications } from './library-notifications';
