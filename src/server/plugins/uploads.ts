import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { IMAGE_MAX_BYTES, IMAGE_MAX_LABEL } from '#shared/constants.js';
import {
  AppError,
  BadRequestError,
  PayloadTooLargeError,
  UnsupportedMediaError,
} from '../lib/errors.js';
import { containsNul, nulCharacterError } from './request-guards.js';

// Reading uploads: a multipart request becomes a body like any JSON request's (its text fields,
// checked by the route's `schema.body`) plus `request.uploads` (its files, whole, in upload
// order). A route that takes a form adds one line:
//
//     app.post('/api/things', {
//       config: { policy: 'admin' },
//       preValidation: multipartBody(),            // 415 if not multipart, 413 over 4MB a file
//       schema: { body: ThingInput, response: { 201: Thing } },
//     }, async (request) => {
//       request.body;     // ThingInput, parsed by the shared schema (400 with its message)
//       request.uploads;  // UploadedFile[]: { field, filename, data }
//     });
//
// Nothing reaches a service as a request or a multipart stream: images go through
// prepareImages (modules/media/image-encoder.ts) and then to the service as prepared images.

/** One file of a form, read whole into memory (at most the route's file size). */
export interface UploadedFile {
  field: string;
  filename: string;
  data: Buffer;
}

export interface UploadRules {
  /** The largest file taken, in bytes (4MB: the shop's image limit). */
  maxFileBytes?: number;
  /** The 413 for a file above that size. */
  tooLarge?: (filename: string) => AppError;
  /** The 415 for a request that is not multipart/form-data: its sentence, picked by `why`. */
  notMultipart?: { why: 'csv' | 'statement'; message: string };
}

/** A file's name as shown in a message: one line, at most 80 characters. */
export function displayName(filename: string): string {
  const name = filename.replace(/[\r\n\t]/g, ' ').trim();
  return name.length > 80 ? `${name.slice(0, 77)}...` : name || 'The file';
}

export function fileTooLargeError(filename: string): PayloadTooLargeError {
  return new PayloadTooLargeError(
    `"${displayName(filename)}" is too large! (max ${IMAGE_MAX_LABEL})`,
    'FILE_TOO_LARGE',
  ).with({ why: 'file', name: displayName(filename), max: IMAGE_MAX_LABEL });
}

/**
 * What a failure while reading a multipart body means for the sender: too many parts (413), a
 * broken or cut-off form (400), or, for anything else, the error itself.
 */
function asMultipartError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return new PayloadTooLargeError('The form has too many files or fields.', 'TOO_MANY_PARTS');
  }
  if (error instanceof Error && /multipart|boundary|unexpected end/i.test(error.message)) {
    return new BadRequestError('The upload was not a complete multipart form.', 'BAD_MULTIPART');
  }
  return error;
}

/**
 * Reads a whole multipart form: text fields (a repeated field keeps its last value) and files
 * (each at most `maxFileBytes`, enforced while streaming, so an oversize upload is never held).
 */
async function readMultipart(
  request: FastifyRequest,
  rules: UploadRules,
): Promise<{ fields: Record<string, string>; files: UploadedFile[] }> {
  if (!request.isMultipart()) {
    throw new UnsupportedMediaError(
      rules.notMultipart?.message ?? 'The request must be multipart/form-data.',
    ).with({ why: rules.notMultipart?.why ?? 'multipart' });
  }
  const maxBytes = rules.maxFileBytes ?? IMAGE_MAX_BYTES;
  const tooLarge = rules.tooLarge ?? fileTooLargeError;
  // No prototype: a field named '__proto__' or 'constructor' is a field like any other.
  const fields: Record<string, string> = Object.create(null) as Record<string, string>;
  const files: UploadedFile[] = [];
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes } })) {
      if (part.type === 'file') {
        let data: Buffer;
        try {
          data = await part.toBuffer();
        } catch (error) {
          if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
            throw tooLarge(part.filename);
          throw error;
        }
        if (data.length > maxBytes) throw tooLarge(part.filename);
        if (containsNul(part.filename)) throw nulCharacterError();
        // Browsers send an empty file part for an untouched file input; it carries nothing.
        if (data.length === 0 && !part.filename) continue;
        files.push({ field: part.fieldname, filename: part.filename, data });
      } else {
        if (part.valueTruncated) {
          throw new PayloadTooLargeError(
            `The field "${part.fieldname}" is too long.`,
            'FIELD_TOO_LARGE',
          ).with({ field: part.fieldname });
        }
        const value = typeof part.value === 'string' ? part.value : String(part.value);
        if (containsNul(value) || containsNul(part.fieldname)) throw nulCharacterError();
        fields[part.fieldname] = value;
      }
    }
  } catch (error) {
    throw asMultipartError(error);
  }
  return { fields, files };
}

const uploadsOf = new WeakMap<FastifyRequest, UploadedFile[]>();

/**
 * The route option that makes a route take multipart/form-data: before validation, the form's
 * text fields become `request.body` (so `schema.body` checks them as it checks JSON) and its files
 * `request.uploads`.
 */
export function multipartBody(rules: UploadRules = {}): preValidationAsyncHookHandler {
  return async (request) => {
    const { fields, files } = await readMultipart(request, rules);
    request.body = fields;
    uploadsOf.set(request, files);
  };
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The files of a multipart request read by multipartBody(); empty for any other request. */
    readonly uploads: UploadedFile[];
  }
}

export const uploadsPlugin = fp(
  async (app: FastifyInstance) => {
    // Limits for every form: a file above 4MB stops while streaming; more parts than a form of
    // this shop has (a product's 19 fields and 10 images) are refused.
    await app.register(multipart, {
      limits: {
        fileSize: IMAGE_MAX_BYTES,
        files: 20,
        fields: 40,
        fieldSize: 100 * 1024,
        parts: 60,
      },
    });
    app.decorateRequest('uploads', {
      getter(this: FastifyRequest) {
        return uploadsOf.get(this) ?? [];
      },
    });
  },
  { name: 'uploads' },
);
