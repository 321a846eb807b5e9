/**
 * Only web, mail and phone links and site-relative paths are kept; anything else
 * (javascript:, data:, vbscript:, …) is refused. The server sanitizes again; this keeps
 * the editor from ever showing a dangerous link.
 */
export function safeLinkUrl(raw: string): string | null {
  const url = raw.trim();
  if (!url) return null;
  // Protocol-relative ("//host") and backslash forms would leave the site: refuse them.
  if (url.startsWith('//') || url.includes('\\')) return null;
  if (url.startsWith('/')) return url;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(url) ? url : `https://${url}`;
  try {
    const parsed = new URL(withScheme);
    return ['http:', 'https:', 'mailto:', 'tel:'].includes(parsed.protocol) ? parsed.href : null;
  } catch {
    return null;
  }
}

/** Image sources: http(s) URLs and site-relative paths only. */
export function safeImageUrl(raw: string): string | null {
  const url = safeLinkUrl(raw);
  if (url === null) return null;
  return url.startsWith('/') || /^https?:/i.test(url) ? url : null;
}
