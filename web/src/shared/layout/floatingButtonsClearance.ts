/**
 * Room the main area leaves below its content so that, scrolled to the end, nothing a user needs (a
 * chat's Send button, a pager) lies under the floating buttons (app/FloatingButtons: two 48 px buttons and
 * their margins).
 */
export const FLOATING_BUTTONS_CLEARANCE = '24';
