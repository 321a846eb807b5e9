// The RFC 6238 code an authenticator app shows, written out once for the gateway's tests and these (not the
// API's own library, so the tests check the API against the RFC itself).
export { totpCode } from '../../../gateway/test/harness/totp.ts';
