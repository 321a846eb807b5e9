import { describe, expect, it } from 'vitest';
import { ticketStatusColor, ticketStatusLabel } from './ticketStatus';

describe('ticket status tags (spec §4)', () => {
  it('colours Open blue, In Progress orange and the rest green', () => {
    expect(ticketStatusColor('OPEN')).toBe('blue');
    expect(ticketStatusColor('IN_PROGRESS')).toBe('orange');
    expect(ticketStatusColor('CLOSED')).toBe('green');
  });
  it('labels the states as the spec writes them', () => {
    expect(['OPEN', 'IN_PROGRESS', 'CLOSED'].map(ticketStatusLabel)).toEqual(['Open', 'In Progress', 'Closed']);
  });
});
