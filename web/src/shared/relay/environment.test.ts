import { describe, expect, it, vi } from 'vitest';
import type { RequestParameters } from 'relay-runtime';
import { createMemoryStorage } from '../auth/tokenStorage';
import { createFetchFunction } from './environment';
import { GraphQLRequestError } from './graphqlError';

const params = { name: 'ViewerQuery', text: 'query ViewerQuery { viewer { id } }', operationKind: 'query' } as unknown as RequestParameters;

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function setup(response: Response) {
  const storage = createMemoryStorage({ token: 'a.b.c', refreshToken: 'r', role: 'Admin', email: 'admin@lendhub.demo' });
  const fetchMock = vi.fn(async (..._args: Parameters<typeof fetch>) => response);
  const onUnauthenticated = vi.fn();
  const onForbidden = vi.fn();
  const run = createFetchFunction({ fetch: fetchMock as unknown as typeof fetch, storage, onUnauthenticated, onForbidden });
  return {
    storage,
    fetchMock,
    onUnauthenticated,
    onForbidden,
    call: () => Promise.resolve(run(params, {}, {}, null) as unknown),
    upload: (variables: Record<string, unknown>, uploadables: Record<string, File>) =>
      Promise.resolve(run(params, variables, {}, uploadables) as unknown),
  };
}

describe('Relay fetch function', () => {
  it('posts the operation to /graphql with the stored bearer token', async () => {
    const { fetchMock, call } = setup(jsonResponse(200, { data: { viewer: null } }));
    await expect(call()).resolves.toEqual({ data: { viewer: null } });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/graphql');
    expect((init!.headers as Record<string, string>).Authorization).toBe('Bearer a.b.c');
    // The web app names itself to the gateway like any client (docs/api-clients.md "API clients for internal tools").
    expect((init!.headers as Record<string, string>)['apollographql-client-name']).toBe('lendhub-web');
    expect(JSON.parse(init!.body as string)).toMatchObject({ query: params.text, variables: {} });
  });

  it('sends only the document id when built for production (trusted documents), in JSON and multipart bodies', async () => {
    const fetchMock = vi.fn(async (..._args: Parameters<typeof fetch>) => jsonResponse(200, { data: { viewer: null } }));
    const run = createFetchFunction({
      fetch: fetchMock as unknown as typeof fetch,
      storage: createMemoryStorage({}),
      sendDocumentIds: true,
    });
    const persisted = { ...params, id: 'abc123' } as unknown as RequestParameters;
    await Promise.resolve(run(persisted, {}, {}, null) as unknown);
    expect(JSON.parse(fetchMock.mock.calls[0]![1]!.body as string)).toEqual({
      documentId: 'abc123',
      variables: {},
      operationName: 'ViewerQuery',
    });
    await Promise.resolve(run(persisted, { input: {} }, {}, { 'input.file': new File(['x'], 'x.txt') }) as unknown);
    const operations = JSON.parse((fetchMock.mock.calls[1]![1]!.body as FormData).get('operations') as string) as Record<string, unknown>;
    expect(operations).toMatchObject({ documentId: 'abc123' });
    expect(operations).not.toHaveProperty('query');
  });

  it('on HTTP 401 removes token and refresh token and signs out', async () => {
    const { storage, onUnauthenticated, call } = setup(jsonResponse(401, { errors: [{ message: 'Unauthorized' }] }));
    await expect(call()).rejects.toBeInstanceOf(GraphQLRequestError);
    expect(storage.dump()).toEqual({ role: 'Admin', email: 'admin@lendhub.demo' });
    expect(onUnauthenticated).toHaveBeenCalledOnce();
  });

  it('on an UNAUTHENTICATED error removes the token and throws the server message', async () => {
    const { storage, onUnauthenticated, call } = setup(
      jsonResponse(200, { data: null, errors: [{ message: 'You must sign in', extensions: { code: 'UNAUTHENTICATED' } }] }),
    );
    await expect(call()).rejects.toThrow('You must sign in');
    expect(storage.getItem('token')).toBeNull();
    expect(onUnauthenticated).toHaveBeenCalledOnce();
  });

  it('on FORBIDDEN keeps the token and reports forbidden access', async () => {
    const { storage, onForbidden, onUnauthenticated, call } = setup(
      jsonResponse(200, { data: null, errors: [{ message: 'Forbidden', extensions: { code: 'FORBIDDEN' } }] }),
    );
    await expect(call()).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect(storage.getItem('token')).toBe('a.b.c');
    expect(onForbidden).toHaveBeenCalledOnce();
    expect(onUnauthenticated).not.toHaveBeenCalled();
  });

  it('carries the per-field messages of BAD_USER_INPUT', async () => {
    const { call } = setup(
      jsonResponse(200, {
        data: null,
        errors: [{ message: 'Invalid input', extensions: { code: 'BAD_USER_INPUT', fields: { title: 'Minimum 5 characters' } } }],
      }),
    );
    await expect(call()).rejects.toMatchObject({ fields: { title: 'Minimum 5 characters' } });
  });

  it('returns partial data with its errors to Relay', async () => {
    const body = { data: { viewer: { id: '1' } }, errors: [{ message: 'part failed', path: ['viewer', 'x'] }] };
    const { call } = setup(jsonResponse(200, body));
    await expect(call()).resolves.toEqual(body);
  });

  it('sends files as a multipart request with the header Apollo requires, and no JSON content type', async () => {
    const { fetchMock, upload } = setup(jsonResponse(200, { data: { viewer: null } }));
    await upload({ input: { firstName: 'Ada' } }, { 'input.avatar': new File(['png'], 'me.png', { type: 'image/png' }) });
    const [, init] = fetchMock.mock.calls[0]!;
    const headers = init!.headers as Record<string, string>;
    expect(headers['Apollo-Require-Preflight']).toBe('true');
    expect(headers['Content-Type']).toBeUndefined();
    expect(headers.Authorization).toBe('Bearer a.b.c');
    const form = init!.body as FormData;
    expect(JSON.parse(form.get('operations') as string).variables).toEqual({ input: { firstName: 'Ada', avatar: null } });
    expect(JSON.parse(form.get('map') as string)).toEqual({ 0: ['variables.input.avatar'] });
  });
});
