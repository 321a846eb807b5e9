import type { SystemStyleObject } from '@chakra-ui/react';

/**
 * Typography for rich-text HTML (editor and read-only views). Chakra's CSS reset strips list
 * markers and heading sizes, so they are restored here, scoped to the container.
 */
export const richTextCss: SystemStyleObject = {
  lineHeight: 'tall',
  overflowWrap: 'anywhere',
  // Blocks space themselves from what comes before them only, so the first block sits flush.
  '& h1': { fontSize: '2xl', fontWeight: 'bold', lineHeight: 'short', mb: 2 },
  '& h2': { fontSize: 'xl', fontWeight: 'bold', lineHeight: 'short', mb: 2 },
  '& h3': { fontSize: 'lg', fontWeight: 'semibold', lineHeight: 'short', mb: 2 },
  '& * + h1, & * + h2, & * + h3': { mt: 4 },
  '& * + p, & * + ul, & * + ol, & * + img': { mt: 2 },
  '& ul': { listStyleType: 'disc', ps: 6 },
  '& ol': { listStyleType: 'decimal', ps: 6 },
  '& li': { my: 1 },
  '& a': { color: 'blue.700', textDecoration: 'underline', _hover: { color: 'blue.900' } },
  '& img': { maxW: '100%', h: 'auto', borderRadius: 'md' },
  '& strong, & b': { fontWeight: 'bold' },
  '& em, & i': { fontStyle: 'italic' },
  '& u': { textDecoration: 'underline' },
  '& s, & del': { textDecoration: 'line-through' },
};
