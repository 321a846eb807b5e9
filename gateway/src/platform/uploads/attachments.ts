import type { FileUpload } from 'graphql-upload/Upload.mjs';
import { readUpload, type FileRule, type ReceivedFile } from './files.ts';

/** Ticket attachments: the API's limit and message, checked here too so a huge file is not forwarded. */
const ATTACHMENT_RULE: FileRule = { field: 'files', maxBytes: 5 * 1024 * 1024, tooLargeMessage: 'Attachments must be smaller than 5MB!' };

/** API field name of attachments → GraphQL input name, for BAD_USER_INPUT `fields`. */
export const ATTACHMENT_FIELDS = { Files: 'files' };

/** Reads every attachment (each checked against the size rule) before anything is sent upstream. */
export async function readAttachments(files: ReadonlyArray<Promise<FileUpload>> | null | undefined): Promise<ReceivedFile[]> {
  const read = await Promise.all((files ?? []).map((file) => readUpload(file, ATTACHMENT_RULE)));
  return read.filter((file): file is ReceivedFile => file !== null);
}

/** Appends attachments under the API's `Files` field (the type is judged by the API, by content). */
export function appendFiles(form: FormData, files: readonly ReceivedFile[]): FormData {
  for (const file of files) form.append('Files', new Blob([new Uint8Array(file.buffer)], { type: file.mimetype }), file.filename);
  return form;
}
