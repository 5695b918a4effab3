import { Alert, Button, Card, Space } from 'antd';
import { useState } from 'react';
import { ErrorBoundary } from '@/components/error-boundary/ErrorBoundary';
import { t } from '@/locales';
import { fireApiError, firePromiseRejection, fireResourceError, fireScriptError, testErrorMessage } from './fire-test-errors';

function FailingComponent(): never {
  throw new Error(testErrorMessage('vue'));
}

/** Buttons that cause one error of each kind, to see the capture work (a developer's aid). */
export function ErrorTestButtons({ disabled }: { disabled: boolean }) {
  const [renderFailing, setRenderFailing] = useState(false);
  return (
    <Card size="small" title={t('errorlog.testTitle')}>
      <p>{t('errorlog.testHint')}</p>
      <Space wrap>
        <Button disabled={disabled} onClick={() => setRenderFailing(true)}>
          {t('errorlog.fire.vue')}
        </Button>
        <Button disabled={disabled} onClick={fireScriptError}>
          {t('errorlog.fire.script')}
        </Button>
        <Button disabled={disabled} onClick={firePromiseRejection}>
          {t('errorlog.fire.promise')}
        </Button>
        <Button disabled={disabled} onClick={fireResourceError}>
          {t('errorlog.fire.resource')}
        </Button>
        <Button disabled={disabled} onClick={() => void fireApiError()}>
          {t('errorlog.fire.ajax')}
        </Button>
      </Space>
      {renderFailing ? (
        // Its own boundary: only this box shows the failure, not the whole page.
        <ErrorBoundary
          fallback={() => (
            <Alert
              style={{ marginTop: 12 }}
              type="info"
              showIcon
              message={t('errorlog.testRenderFailed')}
              closable
              onClose={() => setRenderFailing(false)}
            />
          )}
        >
          <FailingComponent />
        </ErrorBoundary>
      ) : null}
    </Card>
  );
}
