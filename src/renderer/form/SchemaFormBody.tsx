import { FormLayout } from '@formily/antd-v5/esm/form-layout';
import { FormProvider } from '@formily/react';
import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { EmptyState } from '@/renderer/states/EmptyState';
import { ErrorState } from '@/renderer/states/ErrorState';
import { LoadingState } from '@/renderer/states/LoadingState';
import { SchemaField } from './SchemaField';
import type { FormSession } from './use-form-session';
import styles from './schema-form-body.module.css';
import { useFormilyMessages } from './validate-locale';

// Only forms that declare a preview load it.
const FormPreview = lazy(() => import('./preview/FormPreview'));
const NotificationPreview = lazy(() => import('./preview/NotificationPreview'));

/** The inside of a modal or drawer form: loading, error with retry, or the fields. */
export function SchemaFormBody({ session }: { session: FormSession }) {
  const intl = useIntl();
  useFormilyMessages(intl);
  if (session.status === 'error') return <ErrorState error={session.error} onRetry={session.retry} />;
  if (session.status !== 'ready' || !session.form || !session.schema) return <LoadingState />;
  if (!Object.keys(session.schema.properties ?? {}).length) return <EmptyState />;
  return (
    <FormProvider form={session.form}>
      <FormLayout layout="vertical">
        <form
          noValidate
          className={styles.grid}
          onSubmit={(event) => {
            event.preventDefault();
            session.submit();
          }}
        >
          <SchemaField schema={session.schema} />
          {/* Lets Enter in a text field submit, like any form. */}
          <button type="submit" hidden aria-hidden tabIndex={-1} />
        </form>
        {session.notificationPreview ? (
          <Suspense fallback={null}>
            <NotificationPreview preview={session.notificationPreview} />
          </Suspense>
        ) : null}
        {session.preview ? (
          <Suspense fallback={null}>
            <FormPreview preview={session.preview} scope={session.scope} />
          </Suspense>
        ) : null}
      </FormLayout>
    </FormProvider>
  );
}
