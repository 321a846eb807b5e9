// What other features may use of notifications: the top bar's bell menu. The notifications screen stays a lazy route.
export { NotificationMenu } from './NotificationMenu';
