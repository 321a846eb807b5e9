export { RichTextEditor, type RichTextEditorProps } from './RichTextEditor';
export { RichTextView } from './RichTextView';
export { richTextCss } from './richTextCss';
export { htmlTextLength, htmlToPlainText } from './htmlText';
export { toHtml } from './serialize';
export { fromHtml } from './deserialize';
export { keepDialogOpenOnEditorEscape } from './dialogEscape';
