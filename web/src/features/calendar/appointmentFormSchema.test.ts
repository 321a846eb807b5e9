import { describe, expect, it } from 'vitest';
import { appointmentFormSchema, emptyAppointment } from './appointmentFormSchema';

function messages(input: Record<string, unknown>): Record<string, string> {
  const result = appointmentFormSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

const valid = {
  ...emptyAppointment('2025-06-10'),
  title: 'Closing',
  type: 'MEETING',
  priority: 'HIGH',
  startTime: '09:00',
  endTime: '10:30',
};

describe('appointment rules (spec §5)', () => {
  it('accepts a complete appointment, location and description optional', () => {
    expect(appointmentFormSchema.safeParse(valid).success).toBe(true);
  });

  it('gives every required field its message', () => {
    expect(messages({ ...emptyAppointment(''), title: '   ' })).toEqual({
      title: 'Please enter appointment title',
      type: 'Please select category',
      date: 'Please select date',
      priority: 'Please select priority',
      startTime: 'Please select start time',
      endTime: 'Please select end time',
    });
  });

  it('takes times as HH:mm on a 24-hour clock only', () => {
    expect(messages({ ...valid, startTime: '9:00' })).toEqual({ startTime: 'Please select start time' });
    expect(messages({ ...valid, endTime: '24:00' })).toEqual({ endTime: 'Please select end time' });
    expect(messages({ ...valid, startTime: '23:58', endTime: '23:59' })).toEqual({});
  });

  it('refuses an end at or before the start', () => {
    expect(messages({ ...valid, startTime: '14:00', endTime: '13:30' })).toEqual({ endTime: 'End time must be after start time' });
    expect(messages({ ...valid, startTime: '14:00', endTime: '14:00' })).toEqual({ endTime: 'End time must be after start time' });
  });

  it('offers only the four categories and three priorities', () => {
    expect(messages({ ...valid, type: 'PARTY', priority: 'URGENT' })).toEqual({
      type: 'Please select category',
      priority: 'Please select priority',
    });
  });
});
