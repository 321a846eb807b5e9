/** Marks the editor's inline URL prompt, whose Escape closes only the prompt. */
export const EDITOR_PROMPT_ATTRIBUTE = 'data-editor-prompt';

/**
 * Pass as `onEscapeKeyDown` of a Chakra Dialog or Drawer holding a RichTextEditor: Escape in the
 * editor's link/image prompt closes the prompt, not the dialog. (The dialog listens for Escape on
 * the document in the capture phase, before the prompt can stop it.)
 */
export function keepDialogOpenOnEditorEscape(event: KeyboardEvent): void {
  if (event.target instanceof Element && event.target.closest(`[${EDITOR_PROMPT_ATTRIBUTE}]`)) event.preventDefault();
}
