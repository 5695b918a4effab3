import { createForm, onFieldInputValueChange, type Form } from '@formily/core';
import type { ISchema } from '@formily/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { PageForm } from '@contract/generated/page-schema';
import { operationInfo } from '@/api/operation-table';
import { showMessage } from '@/components/feedback/lazy-feedback';
import { useSnapshot } from '@/hooks/use-snapshot';
import { useCan } from '@/renderer/core/access';
import { callOperation } from '@/renderer/core/call-operation';
import { resolveParams } from '@/renderer/core/resolve-value';
import type { RenderScope } from '@/renderer/core/scope';
import { useEntitySchema } from '@/renderer/entities/use-entity-schema';
import { isApiRequestError } from '@/utils/http';
import { buildFormSchema } from './build-form-schema';
import { newIdempotencyKey } from './idempotency-key';
import { inputRulesOf } from './input-rules';
import { patternMessage } from './pattern-message';
import { recordToLoad } from './record-to-load';
import { resolveInitialValues } from './initial-values';
import { clearServerFieldError, markServerFieldError } from './server-field-error';
import { submittedValues } from './submitted-values';

export interface FormSessionOptions {
  spec: PageForm;
  open: boolean;
  scope: RenderScope;
  onClose: () => void;
  onSubmitted?: (result: unknown) => void;
}

export type FormSessionStatus = 'closed' | 'loading' | 'ready' | 'error';

export interface FormSession {
  status: FormSessionStatus;
  form?: Form;
  schema?: ISchema;
  error?: unknown;
  retry: () => void;
  submit: () => void;
  submitting: boolean;
  /** The form's preview (asked while the user types) and the scope its params resolve in. */
  preview?: PageForm['preview'];
  /** The notification its values make, drawn live (a push's compose form). */
  notificationPreview?: PageForm['notificationPreview'];
  scope: RenderScope;
}

type LoadState = { status: 'loading' } | { status: 'ready'; data?: Record<string, unknown> } | { status: 'error'; error: unknown };

/**
 * One opening of a modal or drawer form: loads what it needs (entity rules, the `load` operation),
 * builds a fresh Formily form with the initial values, and submits to the form's operation.
 */
export function useFormSession({ spec, open, scope, onClose, onSubmitted }: FormSessionOptions): FormSession {
  const intl = useIntl();
  const can = useCan();
  // The scope as it was when the form opened (for another row, the caller reopens it).
  const sessionScope = useSnapshot(scope, [open, scope.row]);
  const entity = useEntitySchema(open ? spec.entity : undefined);
  const [load, setLoad] = useState<LoadState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [submitting, setSubmitting] = useState(false);
  // Set at once (state is not): a second click before the re-render finds the call running.
  const running = useRef(false);
  // One key per opening: every submit of this opening is one intended charge (server/money/idempotency.ts).
  const idempotencyKey = useMemo(() => (open ? newIdempotencyKey() : undefined), [open]);
  const callbacks = useRef({ onClose, onSubmitted });
  callbacks.current = { onClose, onSubmitted };

  useEffect(() => {
    if (!open) {
      // The next opening starts from scratch, never from this one's data.
      setLoad({ status: 'loading' });
      return;
    }
    const loadParams = recordToLoad(spec.load, sessionScope);
    if (!spec.load || !loadParams) {
      setLoad({ status: 'ready' });
      return;
    }
    let live = true;
    setLoad({ status: 'loading' });
    callOperation<Record<string, unknown>>(spec.load.operation, loadParams, {
      errorMessageMode: 'none',
    }).then(
      (data) => live && setLoad({ status: 'ready', data: data && typeof data === 'object' ? data : undefined }),
      (error: unknown) => live && setLoad({ status: 'error', error }),
    );
    return () => {
      live = false;
    };
  }, [open, spec.load, sessionScope, attempt]);

  const ready = open && load.status === 'ready' && !entity.loading;
  const loadedData = load.status === 'ready' ? load.data : undefined;

  const form = useMemo(() => {
    if (!ready) return undefined;
    return createForm({
      initialValues: { ...resolveInitialValues(spec.initialValues, sessionScope), ...loadedData },
      effects() {
        onFieldInputValueChange('*', (field) => clearServerFieldError(field));
      },
    });
  }, [ready, loadedData, spec, sessionScope]);

  const schema = useMemo(() => {
    const t = (id: string, values?: Record<string, unknown>) => intl.formatMessage({ id }, values as Record<string, string>);
    return ready
      ? buildFormSchema(spec.fields, {
          t,
          entitySchema: entity.schema,
          inputRules: inputRulesOf(operationInfo(spec.operation)?.input, entity.schema),
          patternText: (pattern) => patternMessage(pattern, t, intl.locale),
          scope: sessionScope,
          can,
        })
      : undefined;
  }, [ready, spec.fields, spec.operation, entity.schema, sessionScope, can, intl]);

  const submit = useCallback(() => {
    if (!form || running.current) return;
    running.current = true;
    setSubmitting(true);
    form
      .submit(() => {
        const values = submittedValues(form, Object.keys(schema?.properties ?? {}), operationInfo(spec.operation)?.input);
        return callOperation(spec.operation, { ...values, ...resolveParams(spec.submitParams, { ...sessionScope, values }) }, undefined, {
          idempotencyKey,
        });
      })
      .then(
        (result: unknown) => {
          if (spec.success) showMessage(intl.formatMessage({ id: spec.success }), 'success');
          callbacks.current.onSubmitted?.(result);
          callbacks.current.onClose();
        },
        (error: unknown) => {
          // Validation failures are shown on their fields; the HTTP layer has shown the server's message.
          if (isApiRequestError(error)) markServerFieldError(form, error);
        },
      )
      .finally(() => {
        running.current = false;
        setSubmitting(false);
      });
  }, [form, schema, spec, sessionScope, intl, idempotencyKey]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  let status: FormSessionStatus = 'closed';
  if (open) status = load.status === 'error' ? 'error' : ready && form && schema ? 'ready' : 'loading';
  return {
    status,
    form: status === 'ready' ? form : undefined,
    schema: status === 'ready' ? schema : undefined,
    error: load.status === 'error' ? load.error : undefined,
    retry,
    submit,
    submitting,
    preview: spec.preview,
    notificationPreview: spec.notificationPreview,
    scope: sessionScope,
  };
}
