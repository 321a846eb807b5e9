import { z } from 'zod';
import { isUrlLike } from './isUrlLike';
import { SOCIAL_LINKS, type SocialLinkField } from './userOptions';

/** The six social links of a user form: optional, each a URL when given (`message` otherwise). */
export function socialLinkRules(message: string) {
  const url = z.string().trim().refine(isUrlLike, message);
  return Object.fromEntries(SOCIAL_LINKS.map(({ field }) => [field, url])) as Record<SocialLinkField, typeof url>;
}
