/**
 * Room the main area leaves below its content so that, scrolled to the end, nothing a user needs (a
 * chat's Send button, a pager's 'per page' selector, a calendar's Saturday) lies under the floating
 * buttons (app/FloatingButtons): two stacked round buttons, 40 px on phones and 48 px from md, 12 px
 * apart, 16 px / 24 px from the bottom edge — 108 px and 132 px, rounded up to the spacing scale.
 */
export const FLOATING_BUTTONS_CLEARANCE = { base: '28', md: '36' } as const;

/** The floating buttons' size on phones and from md (kept in step with the clearance above). */
export const FLOATING_BUTTON_SIZE = { base: 'lg', md: 'xl' } as const;
