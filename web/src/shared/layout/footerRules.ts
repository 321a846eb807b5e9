/** The company's NMLS license number shown in the footer (spec §1; number chosen for LendHub). */
export const NMLS_LICENSE = 'NMLS #2025123';

/** Spec §1: the footer is hidden on any path containing 'support'. */
export function footerVisible(pathname: string): boolean {
  return !pathname.toLowerCase().includes('support');
}
