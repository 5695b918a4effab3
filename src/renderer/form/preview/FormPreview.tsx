import { onFormValuesChange } from '@formily/core';
import { useForm, useFormEffects } from '@formily/react';
import { WarningFilled } from '@ant-design/icons';
import { Descriptions, theme } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { PageFormPreview } from '@contract/generated/page-schema';
import { callOperation } from '@/renderer/core/call-operation';
import { getPath } from '@/renderer/core/get-path';
import { DESCRIPTION_CELLS, descriptionColumns } from '@/renderer/details/description-layout';
import { resolveParams } from '@/renderer/core/resolve-value';
import type { RenderScope } from '@/renderer/core/scope';
import { ValueCell } from '@/renderer/value-types/ValueCell';
import { isApiRequestError } from '@/utils/http';
import { isEmptyValue } from '@/renderer/value-types/empty';

/** How long the values must stay unchanged before the preview asks (typing pauses). */
export const PREVIEW_DELAY_MS = 300;

type PreviewState =
  | { status: 'idle' }
  | { status: 'loading'; record?: Record<string, unknown> }
  | { status: 'ready'; record: Record<string, unknown> }
  | { status: 'error'; message: string };

export interface FormPreviewProps {
  preview: PageFormPreview;
  scope: RenderScope;
}

/**
 * Under a form's fields: the answer of the preview's operation for the values typed so far, asked a
 * moment after they stop changing. Only the answer to the newest values is shown.
 */
export default function FormPreview({ preview, scope }: FormPreviewProps) {
  const intl = useIntl();
  const { token } = theme.useToken();
  const form = useForm();
  const [values, setValues] = useState<Record<string, unknown>>(() => ({ ...form.values }));
  const [state, setState] = useState<PreviewState>({ status: 'idle' });
  const asked = useRef(0);

  useFormEffects(() => {
    onFormValuesChange((changed) => setValues({ ...changed.values }));
  });

  useEffect(() => {
    const ask = ++asked.current;
    const waiting = (preview.waitFor ?? []).some((field) => isEmptyValue(getPath(values, field)));
    if (waiting) {
      setState({ status: 'idle' });
      return;
    }
    setState((previous) => ({ status: 'loading', record: previous.status === 'ready' ? previous.record : undefined }));
    const timer = setTimeout(() => {
      callOperation<Record<string, unknown>>(preview.operation, resolveParams(preview.params, { ...scope, values }), {
        errorMessageMode: 'none',
      }).then(
        (record) => ask === asked.current && setState({ status: 'ready', record: record ?? {} }),
        (error: unknown) =>
          ask === asked.current &&
          setState({
            status: 'error',
            message: isApiRequestError(error) && error.msg ? error.msg : intl.formatMessage({ id: 'renderer.preview.failed' }),
          }),
      );
    }, PREVIEW_DELAY_MS);
    return () => clearTimeout(timer);
  }, [values, preview, scope, intl]);

  if (state.status === 'idle') return null;
  if (state.status === 'error')
    return (
      <div data-testid="form-preview" role="alert" style={{ color: token.colorWarningText, display: 'flex', gap: 8 }}>
        <WarningFilled style={{ color: token.colorWarning, marginTop: 4 }} />
        <span>{state.message}</span>
      </div>
    );
  const record = state.record;
  // While a newer answer is on its way the last one stays, dimmed, so the box does not jump.
  return (
    <div
      data-testid="form-preview"
      aria-live="polite"
      aria-busy={state.status === 'loading'}
      style={{ opacity: state.status === 'loading' ? 0.6 : 1 }}
    >
      {record ? (
        <Descriptions
          title={preview.title ? intl.formatMessage({ id: preview.title }) : undefined}
          column={descriptionColumns(preview.column ?? 1)}
          size="small"
          bordered
          styles={DESCRIPTION_CELLS}
          items={preview.fields.map((field) => ({
            key: field.field,
            label: intl.formatMessage({ id: field.title }),
            children: <ValueCell column={field} row={record} />,
          }))}
        />
      ) : null}
    </div>
  );
}
