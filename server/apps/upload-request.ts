import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import { badRequest } from '../http/api-error';
import { megabytes, type PackageLimits } from './package-archive';
import type { UploadFileType, UploadInput } from './app-upload-service';
import { uploadRefused } from './upload-errors';

const FILE_TYPES: UploadFileType[] = ['icon', 'screenshot', 'package', 'picture'];
const APP_ID = /^[a-z0-9]{6,16}$/;
const FIELDS = new Set(['version', 'file_type', 'app_id']);

/**
 * multipart/form-data for the upload call (spec §7: file, version, file_type, app_id). The file may be
 * one byte over the package limit, so an oversize file is told apart and refused by name.
 */
export async function registerUploadParser(app: FastifyInstance, limits: PackageLimits) {
  await app.register(fastifyMultipart, {
    limits: { fileSize: limits.maxZipBytes + 1, files: 1, fields: 8, fieldSize: 256, parts: 9 },
  });
}

const tooLarge = (limits: PackageLimits) => uploadRefused('upload.fileTooLarge', { limit: megabytes(limits.maxZipBytes) });

/** Reads the upload's fields and file; every problem answers a message naming its field. */
export async function readUploadRequest(request: FastifyRequest, limits: PackageLimits): Promise<UploadInput> {
  if (!request.isMultipart()) throw badRequest('Send the file as multipart/form-data (fields: file, file_type, version, app_id).');
  const fields: Record<string, string> = {};
  let bytes: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file') throw badRequest(`${part.fieldname}: unknown field (the file goes in "file")`);
        bytes = await part.toBuffer();
        if (bytes.length > limits.maxZipBytes) throw tooLarge(limits);
      } else {
        if (!FIELDS.has(part.fieldname)) throw badRequest(`${part.fieldname}: unknown field`);
        fields[part.fieldname] = String(part.value ?? '');
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(limits);
    if (typeof code === 'string' && code.startsWith('FST_')) throw badRequest(`The upload form is not valid: ${(error as Error).message}`);
    throw error;
  }
  if (!bytes) throw badRequest('file: this field is required');
  const fileType = fields.file_type as UploadFileType;
  if (!FILE_TYPES.includes(fileType)) throw badRequest(`file_type: must be one of ${FILE_TYPES.join(', ')}`);
  const appId = fields.app_id?.trim() || undefined;
  if (appId !== undefined && !APP_ID.test(appId)) throw badRequest('app_id: has the wrong format');
  return { fileType, bytes, appId, version: fields.version?.trim() || undefined };
}
