/**
 * A lender slug from a company title: lower-case letters and digits joined by underscores, as the
 * lenders table requires (`^[a-z0-9]+(_[a-z0-9]+)*$`), e.g. "Harbor Wholesale, Inc." → "harbor_wholesale_inc".
 */
export function slugify(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 60)
    .replace(/_+$/, '');
  return slug || 'lender';
}

/** `base`, or `base_2`, `base_3`… — the first that `taken` does not contain. */
export function firstFreeSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) {
    const candidate = `${base}_${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}
