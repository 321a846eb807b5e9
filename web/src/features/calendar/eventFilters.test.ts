import { describe, expect, it } from 'vitest';
import { eventsByDay, filterEvents } from './eventFilters';

const events = [
  { date: '2025-06-10', startTime: '14:00', title: 'Closing — Rivera', category: 'WORK', location: 'Title office', description: null },
  { date: '2025-06-10', startTime: '09:00', title: 'Dentist', category: 'HEALTH', location: null, description: 'Cleaning' },
  { date: '2025-06-12', startTime: '18:30', title: 'Soccer practice', category: 'FAMILY', location: 'Rivera Park', description: null },
];

describe('filterEvents', () => {
  it('shows only ticked calendars', () => {
    expect(filterEvents(events, { categories: new Set(['WORK', 'FAMILY']), search: '' }).map((e) => e.title)).toEqual([
      'Closing — Rivera',
      'Soccer practice',
    ]);
    expect(filterEvents(events, { categories: new Set(), search: '' })).toEqual([]);
  });

  it('matches the search in title, location or description, ignoring case and spaces around it', () => {
    const all = new Set(['WORK', 'HEALTH', 'FAMILY']);
    expect(filterEvents(events, { categories: all, search: ' rivera ' }).map((e) => e.title)).toEqual([
      'Closing — Rivera',
      'Soccer practice',
    ]);
    expect(filterEvents(events, { categories: all, search: 'CLEANING' }).map((e) => e.title)).toEqual(['Dentist']);
  });
});

describe('eventsByDay', () => {
  it('groups by day, earliest first', () => {
    const days = eventsByDay(events);
    expect(days.get('2025-06-10')!.map((e) => e.startTime)).toEqual(['09:00', '14:00']);
    expect([...days.keys()]).toEqual(['2025-06-10', '2025-06-12']);
  });
});
