/**
 * The hostel module's door: what other modules use of it. The dashboards show a student the incharge's decision on
 * their hostel application in the header's notifications.
 */
export { hostelNotifications } from './hostel-notifications';
