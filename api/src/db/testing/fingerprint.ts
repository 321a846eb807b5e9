import { createHash } from 'node:crypto';

/**
 * Everything an Admin can read through the API, hashed: equal before and after a request means the
 * request changed no data (tests of refused writes, in the API's and the gateway's suites).
 */
const READS = [
  '/api/User/GetAllUser',
  '/api/User/GetPendingInvitations',
  '/api/loan-posts/GetAllBLOGS',
  '/api/Vendor/GetAllVendorWithMortgage',
  '/api/TicketingSystem/GetAllTickets',
  '/api/ContactSupport/GetAllContactSupportTickets',
  '/api/Lender/GetAllLendersForAdmin',
  '/api/Roles',
  '/api/Calendar/GetEvents?from=2026-01-01&to=2027-01-01',
  '/api/PointsManagement/GETALL_USERS_POINTS_OVERVIEW',
  '/api/UiSettings',
  '/api/Notifications',
  '/api/assistant/conversations',
];

/** `headers`: the Admin's bearer token (and X-Gateway-Key, so the reads are not rate-limited). */
export async function dataFingerprint(apiUrl: string, headers: Record<string, string>): Promise<string> {
  const answers = await Promise.all(
    READS.map(async (path) => {
      const response = await fetch(apiUrl + path, { headers });
      if (response.status !== 200) throw new Error(`GET ${path}: ${response.status}`);
      return ((await response.json()) as { data: unknown }).data;
    }),
  );
  // Signed upload links carry an expiry that moves with the clock; the data behind them does not.
  const text = JSON.stringify(answers).replace(/([?&])(expires|signature)=[^&"]*/g, '$1$2');
  return createHash('sha256').update(text).digest('hex');
}
