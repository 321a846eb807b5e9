import { Box, HStack, IconButton, Separator } from '@chakra-ui/react';
import {
  Bold,
  Heading1,
  Heading2,
  Heading3,
  Image,
  Italic,
  Link,
  List,
  ListOrdered,
  RemoveFormatting,
  Strikethrough,
  Underline,
  type LucideIcon,
} from 'lucide-react';
import type { MouseEvent } from 'react';
import { useSlate } from 'slate-react';
import { clearFormatting, isBlockActive, isLinkActive, isMarkActive, toggleBlock, toggleMark } from './commands';
import type { BlockFormat, MarkFormat } from './types';

interface ToolButtonProps {
  label: string;
  icon: LucideIcon;
  active?: boolean;
  onActivate: () => void;
}

function ToolButton({ label, icon: Icon, active, onActivate }: ToolButtonProps) {
  return (
    <IconButton
      aria-label={label}
      title={label}
      {...(active === undefined ? {} : { 'aria-pressed': active })}
      size="sm"
      variant={active ? 'subtle' : 'ghost'}
      colorPalette={active ? 'blue' : 'gray'}
      // Keep the editor's selection: a mouse press on the button must not move focus.
      onMouseDown={(event: MouseEvent) => event.preventDefault()}
      onClick={onActivate}
    >
      <Icon />
    </IconButton>
  );
}

interface Tool<F extends string> {
  format: F;
  label: string;
  icon: LucideIcon;
}

const BLOCKS: Tool<BlockFormat>[] = [
  { format: 'heading-one', label: 'Heading 1', icon: Heading1 },
  { format: 'heading-two', label: 'Heading 2', icon: Heading2 },
  { format: 'heading-three', label: 'Heading 3', icon: Heading3 },
];
const MARKS: Tool<MarkFormat>[] = [
  { format: 'bold', label: 'Bold', icon: Bold },
  { format: 'italic', label: 'Italic', icon: Italic },
  { format: 'underline', label: 'Underline', icon: Underline },
  { format: 'strike', label: 'Strikethrough', icon: Strikethrough },
];
const LISTS: Tool<BlockFormat>[] = [
  { format: 'numbered-list', label: 'Numbered list', icon: ListOrdered },
  { format: 'bulleted-list', label: 'Bulleted list', icon: List },
];

/** A group's toggle buttons: each shows whether its format is on where the cursor is, and switches it. */
function toolButtons<F extends string>(tools: Tool<F>[], isActive: (format: F) => boolean, toggle: (format: F) => void) {
  return tools.map(({ format, label, icon }) => (
    <ToolButton key={format} label={label} icon={icon} active={isActive(format)} onActivate={() => toggle(format)} />
  ));
}

interface EditorToolbarProps {
  /** Label of the toolbar, e.g. "Content formatting". */
  label: string;
  onRequestLink: () => void;
  onRequestImage: () => void;
}

/** Spec §9 toolbar: headings 1–3, bold, italic, underline, strike, ordered and bullet lists, link, image, clean. */
export function EditorToolbar({ label, onRequestLink, onRequestImage }: EditorToolbarProps) {
  const editor = useSlate();
  const divider = <Separator orientation="vertical" h="5" mx="1" />;
  const isBlock = (format: BlockFormat) => isBlockActive(editor, format);
  const setBlock = (format: BlockFormat) => toggleBlock(editor, format);
  return (
    <HStack role="toolbar" aria-label={label} gap="0.5" flexWrap="wrap" px="2" py="1" borderBottomWidth="1px" bg="bg.subtle">
      {toolButtons(BLOCKS, isBlock, setBlock)}
      {divider}
      {toolButtons(
        MARKS,
        (format) => isMarkActive(editor, format),
        (format) => toggleMark(editor, format),
      )}
      {divider}
      {toolButtons(LISTS, isBlock, setBlock)}
      {divider}
      <ToolButton label="Link" icon={Link} active={isLinkActive(editor)} onActivate={onRequestLink} />
      <ToolButton label="Image" icon={Image} onActivate={onRequestImage} />
      <Box flex="1" />
      <ToolButton label="Clear formatting" icon={RemoveFormatting} onActivate={() => clearFormatting(editor)} />
    </HStack>
  );
}
