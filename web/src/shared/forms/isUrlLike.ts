/** URL-like: optional, but when given it must parse as an http(s) address. */
export function isUrlLike(value: string): boolean {
  if (value === '') return true;
  try {
    const url = new URL(/^https?:\/\//i.test(value) ? value : `https://${value}`);
    return url.hostname.includes('.');
  } catch {
    return false;
  }
}
