import { describe, expect, it } from 'vitest';
import { camelCaseKeys } from './fields.ts';

describe('camelCaseKeys', () => {
  it('turns the spec multipart PascalCase names into camelCase and keeps camelCase ones', () => {
    expect(camelCaseKeys({ FullName: 'Ada', emailAddress: 'ada@example.com', ChannelLinksJson: '[]' })).toEqual({
      fullName: 'Ada',
      emailAddress: 'ada@example.com',
      channelLinksJson: '[]',
    });
  });

  it('lets the PascalCase spelling win when a body has both, whatever their order', () => {
    expect(camelCaseKeys({ Subject: 'from form', subject: 'from json' })).toEqual({ subject: 'from form' });
    expect(camelCaseKeys({ subject: 'from json', Subject: 'from form' })).toEqual({ subject: 'from form' });
  });

  it('gives an empty object for a body that is not an object', () => {
    expect(camelCaseKeys(null)).toEqual({});
    expect(camelCaseKeys('text')).toEqual({});
  });
});
