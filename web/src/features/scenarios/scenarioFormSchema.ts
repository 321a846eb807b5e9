import { z } from 'zod';
import { htmlTextLength } from '../../shared/editor/htmlText';

/**
 * Spec §5 "Scenario form" (the blog form uses the same rules). Content is the editor's HTML;
 * only its visible text counts. `abort` stops at the "required" message so a blank field
 * shows that message rather than the length one.
 */
export const scenarioFormSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, { error: 'Please input the title!', abort: true })
    .min(5, 'Minimum 5 characters'),
  content: z
    .string()
    .refine((html) => htmlTextLength(html) > 0, { error: 'Please write some content!', abort: true })
    .refine((html) => htmlTextLength(html) >= 20, 'Content should be at least 20 characters'),
});

export type ScenarioFormValues = z.infer<typeof scenarioFormSchema>;

export const EMPTY_SCENARIO_FORM: ScenarioFormValues = { title: '', content: '' };
