// The loan form's rules are the REST contract's (@lendhub/domain/rest/loans); the repository's input type is read from here.
export type { LoanInput } from '@lendhub/domain/rest/loans';
