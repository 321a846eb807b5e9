import { postContentSchema, postTitleSchema } from '@lendhub/domain/posts';
import { z } from 'zod';

/**
 * Spec §5 "Scenario form" (the blog form uses the same rules): the rules the gateway and the API
 * apply too, from @lendhub/domain/posts. Content is the editor's HTML; only its visible text counts,
 * and each field shows one message, "required" before "too short".
 */
export const scenarioFormSchema = z.object({
  title: postTitleSchema,
  content: postContentSchema(),
});

export type ScenarioFormValues = z.infer<typeof scenarioFormSchema>;

export const EMPTY_SCENARIO_FORM: ScenarioFormValues = { title: '', content: '' };
