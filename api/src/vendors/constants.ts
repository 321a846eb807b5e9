/** Spec §9: createdBy and modifiedBy default to 'system'. (The form's option lists: @lendhub/domain/rest/vendors.) */
export const SYSTEM_USER = 'system';
