import { announceOperationDone } from '@/api/data-changes';
import { operations } from '@/api/generated/operations';
import { defHttp } from '@/utils/http';
import { UPLOAD_OPERATION } from './types';

/**
 * Sends a file to the upload operation (multipart/form-data: `file` and the fields, spec §7 upload) with
 * the HTTP layer's upload timeout, then announces the operation's changes like callOperation.
 */
export async function uploadFile<T>(file: File, fields: Record<string, unknown>): Promise<T> {
  const data = await defHttp.uploadFile<T>({ url: operations[UPLOAD_OPERATION].path }, { file, data: fields });
  announceOperationDone(UPLOAD_OPERATION);
  return data;
}
