import { BizCode, bizError } from '../http/api-error';

/** A refused upload; the message (locales/<locale>/server.json `upload.*`) names the problem. */
export const uploadRefused = (messageId: string, values: Record<string, string | number> = {}) =>
  bizError(BizCode.uploadRefused, messageId, values);
