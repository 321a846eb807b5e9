/** Notifications per page: the route's first page and every "load more". */
export const NOTIFICATIONS_PAGE_SIZE = 10;
