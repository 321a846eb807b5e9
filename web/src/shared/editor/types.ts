import type { BaseEditor, Descendant } from 'slate';
import type { HistoryEditor } from 'slate-history';
import type { ReactEditor } from 'slate-react';

export type MarkFormat = 'bold' | 'italic' | 'underline' | 'strike';
export type HeadingFormat = 'heading-one' | 'heading-two' | 'heading-three';
export type ListFormat = 'numbered-list' | 'bulleted-list';
export type BlockFormat = HeadingFormat | ListFormat;

export type FormattedText = { text: string } & Partial<Record<MarkFormat, true>>;

export type ParagraphElement = { type: 'paragraph'; children: Descendant[] };
export type HeadingElement = { type: HeadingFormat; children: Descendant[] };
export type ListElement = { type: ListFormat; children: Descendant[] };
export type ListItemElement = { type: 'list-item'; children: Descendant[] };
export type LinkElement = { type: 'link'; url: string; children: Descendant[] };
export type ImageElement = { type: 'image'; url: string; alt: string; children: Descendant[] };

export type RichTextElement = ParagraphElement | HeadingElement | ListElement | ListItemElement | LinkElement | ImageElement;

export type RichTextEditor = BaseEditor & ReactEditor & HistoryEditor;

declare module 'slate' {
  interface CustomTypes {
    Editor: RichTextEditor;
    Element: RichTextElement;
    Text: FormattedText;
  }
}

export const MARK_FORMATS: readonly MarkFormat[] = ['bold', 'italic', 'underline', 'strike'];
export const LIST_FORMATS: readonly string[] = ['numbered-list', 'bulleted-list'] satisfies ListFormat[];

export function emptyDocument(): Descendant[] {
  return [{ type: 'paragraph', children: [{ text: '' }] }];
}
