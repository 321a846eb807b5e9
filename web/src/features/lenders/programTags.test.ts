import { describe, expect, it } from 'vitest';
import { programTags, type ProgramLists } from './programTags';

const empty: ProgramLists = {
  qmPrograms: [],
  nonQmPrograms: [],
  productOffer: [],
  uniquePropertyType: [],
  privateLoanPrograms: [],
  conventionalPrograms: [],
};

describe('programTags', () => {
  it('is empty for a lender without programs', () => {
    expect(programTags(empty)).toEqual([]);
  });

  it('tags QM and Non-QM from their lists', () => {
    expect(programTags({ ...empty, qmPrograms: ['Conforming'], nonQmPrograms: ['DSCR'] })).toEqual(['QM', 'Non-QM']);
  });

  it('tags FHA and VA from any list that names them as a word', () => {
    expect(programTags({ ...empty, productOffer: ['FHA 203k'], conventionalPrograms: ['VA IRRRL'] })).toEqual(['FHA', 'VA']);
    expect(programTags({ ...empty, uniquePropertyType: ['Vacation homes', 'Non-warrantable condos'] })).toEqual([]);
  });
});
