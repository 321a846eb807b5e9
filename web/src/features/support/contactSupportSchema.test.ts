import { describe, expect, it } from 'vitest';
import { contactSupportSchema, EMPTY_CONTACT_SUPPORT } from './contactSupportSchema';

function messages(values: Record<string, unknown>) {
  const result = contactSupportSchema.safeParse(values);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
}

const file = (name: string, bytes: number) => new File([new Uint8Array(bytes)], name);

describe('contact support rules (spec §5)', () => {
  it('requires subject, category, priority and description', () => {
    expect(messages(EMPTY_CONTACT_SUPPORT)).toEqual({
      subject: 'Please enter a subject',
      category: 'Please select a category',
      priority: 'Please select a priority',
      description: 'Please enter a description',
    });
  });

  it('accepts the listed categories and priorities only', () => {
    const complete = { subject: 'Export', category: 'TECHNICAL', priority: 'CRITICAL', description: 'Fails', files: [] };
    expect(messages(complete)).toEqual({});
    expect(messages({ ...complete, category: 'urgent', priority: 'URGENT' })).toEqual({
      category: 'Please select a category',
      priority: 'Please select a priority',
    });
  });

  it('keeps attachments optional within the documented limits', () => {
    const base = { subject: 'Export', category: 'BILLING', priority: 'LOW', description: 'Invoice' };
    expect(messages({ ...base, files: [file('steps.txt', 10), file('scan.JPEG', 10)] })).toEqual({});
    expect(messages({ ...base, files: [file('tool.exe', 10)] })).toEqual({
      files: 'You can only attach PDF, PNG, JPG, WEBP or TXT files!',
    });
    expect(messages({ ...base, files: [file('big.pdf', 5 * 1024 * 1024 + 1)] })).toEqual({
      files: 'Attachments must be smaller than 5MB!',
    });
    expect(messages({ ...base, files: Array.from({ length: 6 }, (_, i) => file(`${i}.txt`, 1)) })).toEqual({
      files: 'You can attach at most 5 files',
    });
  });
});
