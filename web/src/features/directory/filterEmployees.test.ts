import { describe, expect, it } from 'vitest';
import { DEPARTMENTS, SAMPLE_EMPLOYEES } from './employees';
import { filterEmployees, groupByDepartment } from './filterEmployees';

const names = (list: { name: string }[]) => list.map((e) => e.name);

describe('filterEmployees', () => {
  it('returns everyone for an empty query and no department', () => {
    expect(filterEmployees(SAMPLE_EMPLOYEES, { query: '', department: '' })).toHaveLength(SAMPLE_EMPLOYEES.length);
  });

  it('matches the name case-insensitively', () => {
    expect(names(filterEmployees(SAMPLE_EMPLOYEES, { query: 'grace', department: '' }))).toEqual(['Grace Liu']);
  });

  it('matches department, job title and location', () => {
    expect(filterEmployees(SAMPLE_EMPLOYEES, { query: 'compliance', department: '' }).every(
      (e) => e.department === 'Compliance' || /compliance/i.test(e.jobTitle),
    )).toBe(true);
    expect(names(filterEmployees(SAMPLE_EMPLOYEES, { query: 'underwriter', department: '' }))).toEqual(['Emily Foster']);
    expect(names(filterEmployees(SAMPLE_EMPLOYEES, { query: 'denver', department: '' }))).toEqual(['Ethan Clarke', 'Grace Liu']);
  });

  it('requires every word to match somewhere', () => {
    expect(names(filterEmployees(SAMPLE_EMPLOYEES, { query: 'austin  compliance', department: '' }))).toEqual(['Robert Chen']);
    expect(filterEmployees(SAMPLE_EMPLOYEES, { query: 'austin marketing', department: '' })).toEqual([]);
  });

  it('does not match other fields such as email or phone', () => {
    expect(filterEmployees(SAMPLE_EMPLOYEES, { query: '201-1009', department: '' })).toEqual([]);
  });

  it('limits to the chosen department and combines with the query', () => {
    const marketing = filterEmployees(SAMPLE_EMPLOYEES, { query: '', department: 'Marketing' });
    expect(marketing.length).toBeGreaterThan(0);
    expect(marketing.every((e) => e.department === 'Marketing')).toBe(true);
    expect(names(filterEmployees(SAMPLE_EMPLOYEES, { query: 'tx', department: 'Marketing' }))).toEqual(['Isabella Romero']);
  });
});

describe('groupByDepartment', () => {
  it('groups in the given order and drops empty departments', () => {
    const groups = groupByDepartment(filterEmployees(SAMPLE_EMPLOYEES, { query: 'tx', department: '' }), DEPARTMENTS);
    expect(groups.map((g) => g.department)).toEqual(['Leadership', 'Compliance', 'Marketing']);
    expect(groups.flatMap((g) => g.employees).every((e) => e.location.endsWith('TX'))).toBe(true);
  });

  it('puts departments missing from the order last', () => {
    const extra = { ...SAMPLE_EMPLOYEES[0]!, id: 99, department: 'Legal' };
    const groups = groupByDepartment([extra, ...SAMPLE_EMPLOYEES], DEPARTMENTS);
    expect(groups.at(-1)?.department).toBe('Legal');
    expect(groups).toHaveLength(DEPARTMENTS.length + 1);
  });
});
