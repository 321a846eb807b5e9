// The form field rules live with the REST contract (@lendhub/domain/rest/fields), whose request schemas use them;
// the API's own schemas keep importing them from here.
export * from '@lendhub/domain/rest/fields';
