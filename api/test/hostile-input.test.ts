import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dataFingerprint } from '../src/db/testing/fingerprint.ts';
import { UNSTORABLE_TEXT_MESSAGE } from '../src/http/storableText.ts';
import { hostileString, isUnstorable } from '../src/http/testing/hostileStrings.ts';
import { apiRoutes, schemaFieldNames, type ApiRoute } from './helpers/routes.ts';
import { useTestApi } from './helpers/test-api.ts';

/*
 * Issue 19 §1: any string in any input of any route gets a 4xx or a normal answer, never a 5xx;
 * text the database cannot store (NUL, unpaired surrogates) is refused with a 400 naming the field;
 * and a refused write leaves the data as it was.
 */
// Hundreds of calls a minute from one token: the general rate limit is tested elsewhere (rate-limits.test.ts).
const { api, admin, officer } = useTestApi({ requestLimits: { perToken: 1_000_000, perAddress: 1_000_000, windowSeconds: 60 } });

// Signing out would end the session the rest of the test uses.
const ROUTES = apiRoutes().filter((route) => route.path !== '/api/Authentication/logout');
const FIELDS = schemaFieldNames();

/** UTF-8 percent-encoding of every byte (what any client sends; NUL arrives as %00). */
const percent = (text: string) => [...Buffer.from(text, 'utf8')].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');

function urlOf(route: ApiRoute, value: string, queryFields: string[]): string {
  const pathname = route.path.replace(/:[a-zA-Z]+/g, () => percent(value));
  const query = queryFields.map((field) => `${field}=${percent(value)}`).join('&');
  return query ? `${pathname}?${query}` : pathname;
}

const snapshot = () => dataFingerprint(api.url, { authorization: `Bearer ${admin.token}` });

async function send(route: ApiRoute, value: string, fields: string[], multipart: boolean, token: string) {
  const url = api.url + urlOf(route, value, route.method === 'GET' || route.method === 'DELETE' ? fields : []);
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  let body: string | FormData | undefined;
  if (route.method === 'POST' || route.method === 'PUT') {
    if (multipart) {
      body = new FormData();
      for (const field of fields) body.append(field, value);
    } else {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(Object.fromEntries(fields.map((field) => [field, value])));
    }
  }
  try {
    const response = await fetch(url, { method: route.method, headers, body });
    return { status: response.status, text: await response.text() };
  } catch (error) {
    // Node refuses a request line over its 16 KB header limit with a 431, or resets the socket when the
    // client is still sending: a refusal before any route runs, not a failure.
    if (url.length > 16 * 1024) return { status: 431, text: 'request line too large' };
    throw error;
  }
}

describe('hostile strings in every route', () => {
  it('covers the whole API', () => {
    expect(ROUTES.length).toBeGreaterThanOrEqual(80);
    expect(FIELDS).toEqual(expect.arrayContaining(['email', 'search', 'content', 'title', 'token']));
  });

  it('never answers 5xx; a refused write leaves the data unchanged; unstorable text in a JSON body is a 400', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...ROUTES),
        hostileString,
        fc.subarray(FIELDS, { minLength: 1, maxLength: 12 }),
        fc.boolean(),
        async (route, value, fields, multipart) => {
          const write = route.method !== 'GET';
          const before = write ? await snapshot() : '';
          const { status, text } = await send(route, value, fields, multipart, admin.token);
          expect(status, `${route.method} ${route.path}: ${text.slice(0, 200)}`).toBeLessThan(500);
          if (write && status >= 400) expect(await snapshot(), `${route.method} ${route.path} changed data`).toBe(before);
          // Every route that reads a body parses it in the validation layer, which refuses first.
          if (
            isUnstorable(value) &&
            (route.method === 'POST' || route.method === 'PUT') &&
            !route.path.includes(':') &&
            !multipart &&
            status === 400
          ) {
            const field = fields[0]!.charAt(0).toLowerCase() + fields[0]!.slice(1);
            expect(JSON.parse(text).data.errors).toEqual(expect.objectContaining({ [field]: UNSTORABLE_TEXT_MESSAGE }));
          }
        },
      ),
      { numRuns: Number(process.env.HOSTILE_RUNS ?? 400) },
    );
  }, 600_000);
});

describe('text the database cannot store', () => {
  const expectRefused = (
    result: { status: number; body: { responseMsg: string; data: { errors: Record<string, string> } } },
    field: string,
  ) => {
    expect(result.status).toBe(400);
    expect(result.body.responseMsg).toBe(UNSTORABLE_TEXT_MESSAGE);
    expect(result.body.data.errors[field]).toBe(UNSTORABLE_TEXT_MESSAGE);
  };

  it('a NUL in the sign-in email is a 400 on the email field, not a 500', async () => {
    expectRefused(
      await api.call('POST', '/api/Authentication/login', { body: { email: 'x\u0000@example.com', password: 'whatever1' } }),
      'email',
    );
  });

  it('a NUL in a query (lender search) is a 400 on that parameter', async () => {
    expectRefused(await api.call('GET', '/api/Lender/GetLendersPage?search=%00', { token: officer.token }), 'search');
  });

  it('a NUL in a path parameter is a 400', async () => {
    const { status } = await api.call('GET', '/api/Lender/GetLenderById/rocket%00', { token: officer.token });
    expect(status).toBe(400);
  });

  it('an unpaired surrogate in a JSON body (a ticket, a comment) is a 400 and nothing is stored', async () => {
    const before = await snapshot();
    const ticket = await api.call('POST', '/api/TicketingSystem/CreateTicket', {
      token: officer.token,
      body: `{"ticketTitle":"Broken \\ud800 title","description":"A description long enough"}`,
    });
    expectRefused(ticket, 'ticketTitle');
    const posts = await api.call<{ id: number }[]>('GET', '/api/loan-posts', { token: officer.token });
    const postId =
      (posts.body.data as unknown as { items?: { id: number }[] }).items?.[0]?.id ?? (posts.body.data as { id: number }[])[0]?.id;
    expectRefused(
      await api.call('POST', `/api/loan-posts/${postId}/comments`, { token: officer.token, body: { content: 'hi \u0000 there' } }),
      'content',
    );
    expect(await snapshot()).toBe(before);
  });

  it('a NUL in a multipart field is a 400 on that field', async () => {
    const form = new FormData();
    form.append('Subject', 'Printer \u0000 on fire');
    form.append('Description', 'The printer is on fire again today');
    expectRefused(await api.form('POST', '/api/ContactSupport/CreateContactSupportTicket', form, officer.token), 'subject');
  });

  it('right-to-left text, combining marks and SQL metacharacters are stored as given', async () => {
    const text = "שלום e\u0301 ' OR '1'='1 \"}]";
    const created = await api.call<{ id: number }>('POST', '/api/TicketingSystem/CreateTicket', {
      token: officer.token,
      body: { ticketTitle: text, description: `${text} in the description` },
    });
    expect(created.status).toBe(200);
    expect(JSON.stringify(created.body.data)).toContain(JSON.stringify(text).slice(1, -1));
  });
});
