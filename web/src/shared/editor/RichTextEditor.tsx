import { Box } from '@chakra-ui/react';
import { useMemo, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { createEditor, Editor, Transforms, type BaseRange } from 'slate';
import { withHistory } from 'slate-history';
import { Editable, ReactEditor, Slate, withReact } from 'slate-react';
import { insertImage, insertLink, toggleMark } from './commands';
import { fromHtml } from './deserialize';
import { EditorToolbar } from './EditorToolbar';
import { renderElement, renderLeaf } from './renderers';
import { richTextCss } from './richTextCss';
import { toHtml } from './serialize';
import type { MarkFormat } from './types';
import { UrlPrompt } from './UrlPrompt';
import { withRichText } from './withRichText';

export interface RichTextEditorProps {
  /** DOM id of the editable area (what a label's htmlFor points at). */
  id?: string;
  /** id of the element that labels the editor (e.g. a Field.Label's id). */
  labelId: string;
  /** id of the error or help text, if any. */
  describedById?: string;
  /** Initial HTML; read once on mount. Remount (change `key`) to load other content. */
  defaultValue?: string;
  /** Called with the document as HTML ('' when empty) on every edit. */
  onChange: (html: string) => void;
  /** Called when focus leaves the editor as a whole (toolbar and URL prompt count as inside). */
  onBlur?: () => void;
  /** Height of the writing area in px (lender form 200, blog form 400, spec §9). */
  height?: number;
  placeholder?: string;
  invalid?: boolean;
}

const HOTKEYS: Record<string, MarkFormat> = { b: 'bold', i: 'italic', u: 'underline' };

/**
 * Rich-text editor (Slate) with the spec §9 toolbar, emitting HTML. Inside a dialog, give the
 * dialog `onEscapeKeyDown={keepDialogOpenOnEditorEscape}` so Escape in the URL prompt stays local.
 */
export function RichTextEditor({
  id,
  labelId,
  describedById,
  defaultValue = '',
  onChange,
  onBlur,
  height = 300,
  placeholder,
  invalid = false,
}: RichTextEditorProps) {
  const editor = useMemo(() => withRichText(withHistory(withReact(createEditor()))), []);
  // Slate reads its initial value only on mount.
  const [initialValue] = useState(() => fromHtml(defaultValue));
  const [prompt, setPrompt] = useState<{ kind: 'link' | 'image'; selection: BaseRange | null } | null>(null);

  const openPrompt = (kind: 'link' | 'image') => setPrompt({ kind, selection: editor.selection });

  /** Restores the selection the user had when opening the prompt, then runs the insert. */
  const submitPrompt = (url: string): boolean => {
    if (!prompt) return false;
    Transforms.select(editor, prompt.selection ?? Editor.end(editor, []));
    const inserted = prompt.kind === 'link' ? insertLink(editor, url) : insertImage(editor, url);
    if (inserted) {
      setPrompt(null);
      ReactEditor.focus(editor);
    }
    return inserted;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const mark = HOTKEYS[event.key.toLowerCase()];
    if (mark && (event.metaKey || event.ctrlKey) && !event.altKey) {
      event.preventDefault();
      toggleMark(editor, mark);
    }
  };

  return (
    <Box
      borderWidth="1px"
      borderColor={invalid ? 'border.error' : 'border'}
      borderRadius="md"
      overflow="hidden"
      bg="bg"
      transition="border-color 0.15s, box-shadow 0.15s"
      _focusWithin={{ borderColor: invalid ? 'border.error' : 'blue.500', boxShadow: '0 0 0 1px var(--chakra-colors-blue-500)' }}
      // Not on <Editable>: Slate treats a handler's return value (react-hook-form's is a promise) as
      // "handled" and would skip its own blur bookkeeping, then pull focus back into the text.
      onBlur={(event: FocusEvent<HTMLDivElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onBlur?.();
      }}
    >
      <Slate editor={editor} initialValue={initialValue} onValueChange={(value) => onChange(toHtml(value))}>
        <EditorToolbar label="Formatting" onRequestLink={() => openPrompt('link')} onRequestImage={() => openPrompt('image')} />
        {prompt && (
          <UrlPrompt
            key={prompt.kind}
            label={prompt.kind === 'link' ? 'Link URL' : 'Image URL'}
            onSubmit={submitPrompt}
            onCancel={() => {
              setPrompt(null);
              ReactEditor.focus(editor);
            }}
          />
        )}
        {/* Padding lives here, not on the editable, so Slate's absolutely placed placeholder fits inside. */}
        <Box h={`${height}px`} overflowY="auto" px="3.5" py="3" css={richTextCss}>
          <Editable
            id={id}
            aria-labelledby={labelId}
            aria-describedby={describedById}
            aria-invalid={invalid || undefined}
            aria-multiline
            renderElement={renderElement}
            renderLeaf={renderLeaf}
            placeholder={placeholder}
            // Slate dims the placeholder to a third of the text colour, too faint to read (WCAG contrast).
            renderPlaceholder={({ attributes, children }) => (
              <span {...attributes} style={{ ...attributes.style, opacity: 1, color: 'var(--chakra-colors-fg-muted)' }}>
                {children}
              </span>
            )}
            onKeyDown={onKeyDown}
            spellCheck
            style={{ minHeight: '100%', outline: 'none' }}
          />
        </Box>
      </Slate>
    </Box>
  );
}
