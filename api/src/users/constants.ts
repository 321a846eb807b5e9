// The option lists live in @lendhub/domain (the web offers the same ones).
export { ADMIN_LANGUAGES, PROFILE_LANGUAGES, US_STATES } from '@lendhub/domain/users';

export { PASSWORD_MAX, PASSWORD_MIN } from '@lendhub/domain/rest/passwords';

/** Every user form's answer to an e-mail another account has (they are unique whatever the letter case). */
export const EMAIL_TAKEN = 'A user with this email already exists';
