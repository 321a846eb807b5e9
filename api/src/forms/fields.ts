// The form field rules moved to the REST contract (@lendhub/domain/rest/fields), where the routes' schemas are
// written; the API's own schemas keep importing them from here.
export * from '@lendhub/domain/rest/fields';
