import { Box, Image } from '@chakra-ui/react';
import type { RenderElementProps, RenderLeafProps } from 'slate-react';
import { useFocused, useSelected } from 'slate-react';
import type { ImageElement } from './types';

function EditorImage({ attributes, children, element }: RenderElementProps & { element: ImageElement }) {
  const selected = useSelected();
  const focused = useFocused();
  return (
    <div {...attributes}>
      <Box contentEditable={false} my={2}>
        <Image
          src={element.url}
          alt={element.alt}
          maxW="100%"
          maxH="240px"
          borderRadius="md"
          outline={selected && focused ? '3px solid' : 'none'}
          outlineColor="blue.500"
        />
      </Box>
      {children}
    </div>
  );
}

export function renderElement(props: RenderElementProps) {
  const { attributes, children, element } = props;
  switch (element.type) {
    case 'heading-one':
      return <h1 {...attributes}>{children}</h1>;
    case 'heading-two':
      return <h2 {...attributes}>{children}</h2>;
    case 'heading-three':
      return <h3 {...attributes}>{children}</h3>;
    case 'numbered-list':
      return <ol {...attributes}>{children}</ol>;
    case 'bulleted-list':
      return <ul {...attributes}>{children}</ul>;
    case 'list-item':
      return <li {...attributes}>{children}</li>;
    case 'link':
      return (
        <a {...attributes} href={element.url} onClick={(event) => event.preventDefault()}>
          {children}
        </a>
      );
    case 'image':
      return <EditorImage {...props} element={element} />;
    default:
      return <p {...attributes}>{children}</p>;
  }
}

export function renderLeaf({ attributes, children, leaf }: RenderLeafProps) {
  let content = children;
  if (leaf.bold) content = <strong>{content}</strong>;
  if (leaf.italic) content = <em>{content}</em>;
  if (leaf.underline) content = <u>{content}</u>;
  if (leaf.strike) content = <s>{content}</s>;
  return <span {...attributes}>{content}</span>;
}
