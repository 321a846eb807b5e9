import type { AppointmentFormValues } from '../appointmentFormSchema';

/** The appointment form as the create and update inputs take it; blank optional fields are sent as null. */
export function toEventInput(values: AppointmentFormValues) {
  return {
    title: values.title,
    date: values.date,
    startTime: values.startTime,
    endTime: values.endTime,
    type: values.type,
    category: values.category,
    priority: values.priority,
    location: values.location || null,
    description: values.description || null,
  };
}
