/** The default contact information (spec §9); the form's options are in @lendhub/domain/rest/support. */

export const DEFAULT_SUPPORT_HOURS = 'Monday - Friday: 9:00 AM - 5:00 PM';
