/** What the app composes of notifications: the header's bell. */
export { NotificationBell } from './NotificationBell';
