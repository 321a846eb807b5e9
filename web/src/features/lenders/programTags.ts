/** The program lists of a lender, as the GraphQL `LenderPrograms` type returns them. */
export interface ProgramLists {
  readonly qmPrograms: readonly string[];
  readonly nonQmPrograms: readonly string[];
  readonly productOffer: readonly string[];
  readonly uniquePropertyType: readonly string[];
  readonly privateLoanPrograms: readonly string[];
  readonly conventionalPrograms: readonly string[];
}

const mentions = (word: string, entries: readonly string[]) => entries.some((entry) => new RegExp(`\\b${word}\\b`, 'i').test(entry));

/**
 * Short program tags for a lender card, using the server's filter rules (docs/architecture.md):
 * QM / Non-QM when those lists are non-empty, FHA / VA when any program entry names them.
 */
export function programTags(programs: ProgramLists): string[] {
  const all = Object.values(programs).flat() as string[];
  const tags: string[] = [];
  if (programs.qmPrograms.length) tags.push('QM');
  if (programs.nonQmPrograms.length) tags.push('Non-QM');
  if (mentions('FHA', all)) tags.push('FHA');
  if (mentions('VA', all)) tags.push('VA');
  return tags;
}
