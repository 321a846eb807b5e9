/** What a sign-in with the right password answers for an account that may not sign in (docs/product.md "Accounts"). */
export const ACCOUNT_PENDING = 'Your account is waiting for approval. You can sign in once an Admin approves it.';
export const ACCOUNT_DEACTIVATED = 'This account has been deactivated';
