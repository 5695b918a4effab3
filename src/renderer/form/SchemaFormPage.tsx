import { Button, Card, Space } from 'antd';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { PageFormBody } from '@contract/generated/page-schema';
import { fillRouteTemplate } from '@/renderer/core/route-template';
import type { RenderScope } from '@/renderer/core/scope';
import { recordToLoad } from './record-to-load';
import { SchemaFormBody } from './SchemaFormBody';
import { useFormSession } from './use-form-session';

export interface SchemaFormPageProps {
  body: PageFormBody;
  /** More scope (e.g. $user); $query comes from the URL's search parameters. */
  scope?: RenderScope;
}

/**
 * A page body of type "form": an add or edit page. With the URL naming a record (its `load` parameters
 * resolve) the form opens filled from `load`; without, it opens empty. Saving goes to `after`, or for a
 * new record to `afterCreate` (e.g. its own edit page, in place of the empty form's history entry);
 * cancelling goes to `after`. Another query is another record: the form opens afresh for it.
 */
export function SchemaFormPage({ body, scope }: SchemaFormPageProps) {
  const [searchParams] = useSearchParams();
  const search = searchParams.toString();
  return <FormPageFor key={search} body={body} scope={scope} search={search} />;
}

function FormPageFor({ body, scope, search }: SchemaFormPageProps & { search: string }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const pageScope = useMemo<RenderScope>(() => ({ ...scope, query: Object.fromEntries(new URLSearchParams(search)) }), [scope, search]);
  const creating = !recordToLoad(body.form.load, pageScope);
  const leave = () => {
    if (body.after) navigate(fillRouteTemplate(body.after, {}));
  };
  const saved = (result: unknown) => {
    const answer = (result ?? {}) as Record<string, unknown>;
    if (creating && body.afterCreate) navigate(fillRouteTemplate(body.afterCreate, answer), { replace: true });
    else if (body.after) navigate(fillRouteTemplate(body.after, answer));
  };
  const session = useFormSession({ spec: body.form, open: true, scope: pageScope, onClose: () => undefined, onSubmitted: saved });
  return (
    <Card title={intl.formatMessage({ id: body.form.title })} style={{ maxWidth: body.form.width ?? 880 }}>
      <SchemaFormBody session={session} />
      <Space style={{ display: 'flex', justifyContent: 'flex-end' }}>
        {body.after ? <Button onClick={leave}>{intl.formatMessage({ id: 'renderer.form.cancel' })}</Button> : null}
        <Button type="primary" loading={session.submitting} disabled={session.status !== 'ready'} onClick={session.submit}>
          {intl.formatMessage({ id: 'renderer.form.submit' })}
        </Button>
      </Space>
    </Card>
  );
}
