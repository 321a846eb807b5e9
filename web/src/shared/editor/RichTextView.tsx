import { Box, type BoxProps } from '@chakra-ui/react';
import { richTextCss } from './richTextCss';

interface RichTextViewProps extends Omit<BoxProps, 'children' | 'dangerouslySetInnerHTML'> {
  /** HTML that the server has already sanitized (posts, comments, lender niche and overlays). */
  html: string;
}

/** Shows server-sanitized rich text with the portal's typography. */
export function RichTextView({ html, ...boxProps }: RichTextViewProps) {
  // Safe to inject: the gateway sanitizes this HTML before storing and again before returning it
  // (no scripts, event handlers or javascript: URLs).
  return <Box css={richTextCss} {...boxProps} dangerouslySetInnerHTML={{ __html: html }} />;
}
