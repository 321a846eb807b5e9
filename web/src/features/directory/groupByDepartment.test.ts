import { describe, expect, it } from 'vitest';
import { groupByDepartment } from './groupByDepartment';

describe('groupByDepartment', () => {
  it('groups people by department alphabetically, keeping their order, with no department last', () => {
    const people = [
      { name: 'A', department: 'Wholesale Sales' },
      { name: 'B', department: null },
      { name: 'C', department: 'Operations' },
      { name: 'D', department: 'Wholesale Sales' },
    ];
    expect(groupByDepartment(people)).toEqual([
      { department: 'Operations', people: [people[2]] },
      { department: 'Wholesale Sales', people: [people[0], people[3]] },
      { department: 'Other', people: [people[1]] },
    ]);
    expect(groupByDepartment([])).toEqual([]);
  });
});
