import { describe, expect, it } from 'vitest';
import { multipartBody, withNullAt } from './multipart';

describe('withNullAt', () => {
  it('nulls a nested field and an array slot without touching the original', () => {
    const variables = { input: { name: 'Ada', files: ['a', 'b'] } };
    expect(withNullAt(variables, 'input.files.1')).toEqual({ input: { name: 'Ada', files: ['a', null] } });
    expect(withNullAt(variables, 'input.avatar')).toEqual({ input: { name: 'Ada', files: ['a', 'b'], avatar: null } });
    expect(variables).toEqual({ input: { name: 'Ada', files: ['a', 'b'] } });
  });
});

describe('multipartBody', () => {
  it('sends operations, map and one part per file, with the Upload variables as null', async () => {
    const avatar = new File(['png'], 'me.png', { type: 'image/png' });
    const doc = new File(['pdf'], 'a.pdf', { type: 'application/pdf' });
    const form = multipartBody(
      { query: 'mutation M { x }' },
      { input: { firstName: 'Ada' } },
      { 'input.avatar': avatar, 'input.files.0': doc },
      'M',
    );

    expect([...form.keys()]).toEqual(['operations', 'map', '0', '1']);
    expect(JSON.parse(form.get('operations') as string)).toEqual({
      query: 'mutation M { x }',
      operationName: 'M',
      variables: { input: { firstName: 'Ada', avatar: null, files: [null] } },
    });
    expect(JSON.parse(form.get('map') as string)).toEqual({ 0: ['variables.input.avatar'], 1: ['variables.input.files.0'] });
    expect(await (form.get('0') as File).text()).toBe('png');
    expect((form.get('1') as File).name).toBe('a.pdf');
  });
});
