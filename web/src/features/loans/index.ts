// What other features may use of loans: the loan type labels the home page's production summary shows.
export { typeLabel } from './loanOptions';
