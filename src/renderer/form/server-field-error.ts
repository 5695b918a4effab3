import { isField, type Form } from '@formily/core';
import type { ApiRequestError } from '@/utils/http';

// "<field>: <reason>" (the server's 400 wording; the Chinese one uses a full-width colon).
const FIELD_MESSAGE = /^([A-Za-z_][A-Za-z0-9_.]*)\s*[:：]\s*([\s\S]+)$/;

/**
 * The field a refusal is about: the envelope's `data.field` (a refused value, with `data.reason` the
 * message without the field's label; a business refusal such as a value already used), else the field
 * a 400's message starts with.
 */
function fieldOfError(error: ApiRequestError): { name: string; message: string } | undefined {
  const data = error.data as { field?: unknown; reason?: unknown } | null | undefined;
  if (data && typeof data.field === 'string') {
    const reason = typeof data.reason === 'string' && data.reason.trim() ? data.reason.trim() : undefined;
    return { name: data.field, message: reason ? reason.charAt(0).toUpperCase() + reason.slice(1) : error.msg.trim() };
  }
  if (error.httpStatus !== 400 && error.code !== 400) return undefined;
  const match = FIELD_MESSAGE.exec(error.msg.trim());
  return match ? { name: match[1]!, message: match[2]! } : undefined;
}

/**
 * When the server refused the input naming one of the form's fields (a 400 whose message starts with
 * the field, or an answer whose data names it), shows the reason under that field as well. Returns
 * whether a field was marked.
 */
export function markServerFieldError(form: Form, error: ApiRequestError): boolean {
  const about = fieldOfError(error);
  if (!about) return false;
  const field = form.query(about.name).take();
  if (!field || !isField(field) || !field.visible) return false;
  field.setFeedback({ type: 'error', code: 'EffectError', messages: [about.message] });
  return true;
}

/** The server's verdict on a field no longer holds once the user changes it. */
export function clearServerFieldError(field: unknown): void {
  if (isField(field)) field.setFeedback({ type: 'error', code: 'EffectError', messages: [] });
}
