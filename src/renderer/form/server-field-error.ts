import { isField, type Form } from '@formily/core';
import type { ApiRequestError } from '@/utils/http';

// "<field>: <reason>" (the server's 400 wording; the Chinese one uses a full-width colon).
const FIELD_MESSAGE = /^([A-Za-z_][A-Za-z0-9_.]*)\s*[:：]\s*([\s\S]+)$/;

/**
 * When the server rejected the input (HTTP 400) with a message naming one of the form's fields, shows
 * the reason under that field as well. Returns whether a field was marked.
 */
export function markServerFieldError(form: Form, error: ApiRequestError): boolean {
  if (error.httpStatus !== 400 && error.code !== 400) return false;
  const match = FIELD_MESSAGE.exec(error.msg.trim());
  if (!match) return false;
  const field = form.query(match[1]).take();
  if (!field || !isField(field) || !field.visible) return false;
  field.setFeedback({ type: 'error', code: 'EffectError', messages: [match[2]] });
  return true;
}

/** The server's verdict on a field no longer holds once the user changes it. */
export function clearServerFieldError(field: unknown): void {
  if (isField(field)) field.setFeedback({ type: 'error', code: 'EffectError', messages: [] });
}
