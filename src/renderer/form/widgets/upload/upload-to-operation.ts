import { announceOperationDone } from '@/api/data-changes';
import { operationInfo } from '@/api/operation-table';
import { defHttp } from '@/utils/http';
import { UPLOAD_OPERATION } from '@contract/upload-operation';

/**
 * Sends a file to the upload operation (multipart/form-data: `file` and the fields, spec §7 upload) with
 * the HTTP layer's upload timeout, then announces the operation's changes like callOperation.
 */
export async function uploadFile<T>(file: File, fields: Record<string, unknown>): Promise<T> {
  const op = operationInfo(UPLOAD_OPERATION);
  if (!op) throw new Error(`Unknown operation: ${UPLOAD_OPERATION}`);
  const data = await defHttp.uploadFile<T>({ url: op.path }, { file, data: fields });
  announceOperationDone(UPLOAD_OPERATION);
  return data;
}
