/**
 * Room the main area leaves below its content from md up so that, scrolled to the end, nothing a user
 * needs (a chat's Send button, a pager's 'per page' selector, a calendar's Saturday) lies under the
 * floating buttons (app/FloatingButtons): two stacked round 48 px buttons, 12 px apart, 24 px from the
 * bottom edge — 132 px, rounded up to the spacing scale. On phones the buttons do not float (a fixed
 * button on a 390 px screen always covers the right-hand column somewhere mid-page: the pricer's LTV
 * calculator, the calendar's Saturday): they sit in a row of their own at the end of the page, so no
 * room is reserved beyond a plain bottom margin.
 */
export const FLOATING_BUTTONS_CLEARANCE = { base: '6', md: '36' } as const;

/** The buttons' size: smaller on phones, where they sit in the page's last row. */
export const FLOATING_BUTTON_SIZE = { base: 'md', md: 'xl' } as const;

/** Below md the buttons are in the page flow, from md they float over the bottom-right corner. */
export const FLOATING_BUTTONS_POSITION = { base: 'static', md: 'fixed' } as const;
