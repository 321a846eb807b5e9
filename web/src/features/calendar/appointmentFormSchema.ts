import { z } from 'zod';

// Spec §5 "Appointment": every rule and message. The server checks the same rules
// (domain/src/rest/calendar.ts); its per-field messages are shown too when it refuses.

export const APPOINTMENT_TYPES = [
  { value: 'MEETING', label: 'Meeting' },
  { value: 'APPOINTMENT', label: 'Appointment' },
  { value: 'TASK', label: 'Task' },
  { value: 'REMINDER', label: 'Reminder' },
] as const;

export const APPOINTMENT_PRIORITIES = [
  { value: 'HIGH', label: 'High' },
  { value: 'MEDIUM', label: 'Medium' },
  { value: 'LOW', label: 'Low' },
] as const;

export const CALENDAR_CATEGORIES = ['PERSONAL', 'WORK', 'FAMILY', 'HEALTH'] as const;

/** HH:mm on a 24-hour clock. */
const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export const END_BEFORE_START_MESSAGE = 'End time must be after start time';

const choice = <T extends readonly { value: string }[]>(options: T, message: string) =>
  z.string().refine((value) => options.some((option) => option.value === value), message) as unknown as z.ZodType<T[number]['value']>;

export const appointmentFormSchema = z
  .object({
    title: z.string().trim().min(1, 'Please enter appointment title').max(200, 'Title must be at most 200 characters'),
    type: choice(APPOINTMENT_TYPES, 'Please select category'),
    category: z.enum(CALENDAR_CATEGORIES, { error: 'Please select a calendar' }),
    date: z.string().regex(ISO_DATE, 'Please select date'),
    priority: choice(APPOINTMENT_PRIORITIES, 'Please select priority'),
    startTime: z.string().regex(HH_MM, 'Please select start time'),
    endTime: z.string().regex(HH_MM, 'Please select end time'),
    location: z.string().trim().max(200, 'Must be at most 200 characters'),
    description: z.string().trim().max(2000, 'Must be at most 2000 characters'),
  })
  // HH:mm strings compare like the times they name; a missing time already has its own message.
  .refine((form) => !HH_MM.test(form.startTime) || !HH_MM.test(form.endTime) || form.endTime > form.startTime, {
    message: END_BEFORE_START_MESSAGE,
    path: ['endTime'],
  });

export type AppointmentFormInput = z.input<typeof appointmentFormSchema>;
export type AppointmentFormValues = z.output<typeof appointmentFormSchema>;

export function emptyAppointment(date: string): AppointmentFormInput {
  return { title: '', type: '', category: 'PERSONAL', date, priority: '', startTime: '', endTime: '', location: '', description: '' };
}
