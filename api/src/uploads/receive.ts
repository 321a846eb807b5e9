import type { Request, RequestHandler } from 'express';
import multer from 'multer';
import { ApiError } from '../http/envelope.ts';
import { type UploadExt, type UploadPolicy } from './policies.ts';
import { sniffUploadType } from './sniff.ts';

/** A file that passed its policy, still in memory (nothing is written until it is staged). */
export interface ReceivedUpload {
  /** The multipart field that carried it, e.g. `File`. */
  field: string;
  /** The client's file name, for display only (never used as a path). */
  originalName: string;
  /** The type found in its content. */
  ext: UploadExt;
  size: number;
  buffer: Buffer;
}

declare global {
  namespace Express {
    interface Request {
      /** Set by `receiveUploads`: the checked files (empty for JSON or file-less requests). */
      uploads?: ReceivedUpload[];
    }
  }
}

/** Non-file parts of one multipart request; generous for JSON text fields such as ProgramsJson. */
const FIELD_LIMITS = { fields: 100, fieldSize: 256 * 1024, fieldNameSize: 100, parts: 150 } as const;

/**
 * Parses a multipart request into memory under `policy` and checks each file's content. Text fields
 * land in `req.body` as strings; checked files in `req.uploads`. JSON requests pass through untouched
 * (their body was parsed already), so the same route takes either. Any violation answers 400 with the
 * policy's message before the handler runs, and nothing has touched the disk.
 */
export function receiveUploads(policy: UploadPolicy): RequestHandler {
  const parse = multer({
    storage: multer.memoryStorage(),
    limits: { ...FIELD_LIMITS, fileSize: policy.maxBytes, files: policy.maxFiles },
  }).any();

  return (req, res, next) => {
    parse(req, res, (error?: unknown) => {
      if (error) {
        next(multipartError(error, policy));
        return;
      }
      checkFiles(req, policy).then(
        (uploads) => {
          req.uploads = uploads;
          next();
        },
        (checkError: unknown) => next(checkError),
      );
    });
  };
}

/** The checked files of a request (none when the request was not multipart). */
export function uploadsOf(req: Request): ReceivedUpload[] {
  return req.uploads ?? [];
}

/** The one file sent in `field`, if any. */
export function uploadIn(req: Request, field: string): ReceivedUpload | undefined {
  return uploadsOf(req).find((upload) => upload.field === field);
}

async function checkFiles(req: Request, policy: UploadPolicy): Promise<ReceivedUpload[]> {
  const files = Array.isArray(req.files) ? req.files : [];
  const allowedFields = new Set(policy.fields);
  const perField = new Map<string, number>();
  const uploads: ReceivedUpload[] = [];
  for (const file of files) {
    if (!allowedFields.has(file.fieldname)) {
      throw new ApiError(400, `Unexpected file field '${file.fieldname}'`, { [file.fieldname]: 'Unexpected file' });
    }
    const count = (perField.get(file.fieldname) ?? 0) + 1;
    perField.set(file.fieldname, count);
    if (count > policy.maxPerField) throw new ApiError(400, policy.countMessage, { [file.fieldname]: policy.countMessage });
    if (file.size > policy.maxBytes) throw new ApiError(400, policy.sizeMessage, { [file.fieldname]: policy.sizeMessage });
    const ext = await sniffUploadType(file.buffer, file.originalname);
    if (!ext || !policy.allowed.includes(ext)) {
      throw new ApiError(400, policy.typeMessage, { [file.fieldname]: policy.typeMessage });
    }
    uploads.push({ field: file.fieldname, originalName: safeDisplayName(file.originalname), ext, size: file.size, buffer: file.buffer });
  }
  return uploads;
}

function multipartError(error: unknown, policy: UploadPolicy): ApiError {
  if (error instanceof multer.MulterError) {
    const field = error.field;
    const fields = (message: string) => (field ? { [field]: message } : undefined);
    switch (error.code) {
      case 'LIMIT_FILE_SIZE':
        return new ApiError(400, policy.sizeMessage, fields(policy.sizeMessage));
      case 'LIMIT_FILE_COUNT':
        return new ApiError(400, policy.countMessage, fields(policy.countMessage));
      case 'LIMIT_FIELD_VALUE':
        return new ApiError(400, 'A form field is too long', fields('Too long'));
      default:
        return new ApiError(400, 'The form data could not be read');
    }
  }
  // busboy's own parse errors (e.g. a truncated body or a bad boundary)
  return new ApiError(400, 'The form data could not be read');
}

/** The client's name without path parts or control characters, at most 200 characters. */
function safeDisplayName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex -- matching control characters is this line's job
  const clean = base.replace(/[\u0000-\u001F\u007F]/g, '').trim();
  return (clean || 'file').slice(0, 200);
}
