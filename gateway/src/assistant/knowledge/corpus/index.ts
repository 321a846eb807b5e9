import type { KnowledgeEntry } from '../entry.ts';
import { complianceEntries } from './compliance.ts';
import { faqEntries } from './faq.ts';
import { licensingEntries } from './licensing.ts';
import { pointsEntries } from './points.ts';
import { portalEntries } from './portal.ts';
import { programEntries } from './programs.ts';

/** Everything the built-in assistant knows. */
export const KNOWLEDGE_BASE: readonly KnowledgeEntry[] = [
  ...faqEntries,
  ...complianceEntries,
  ...licensingEntries,
  ...pointsEntries,
  ...programEntries,
  ...portalEntries,
];
