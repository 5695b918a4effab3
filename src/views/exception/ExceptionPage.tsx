import { Button } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { t } from '@/locales';
import { useHomePath } from '@/router/use-home-path';
import { ExceptionResult, exceptionStatusOf } from './ExceptionResult';

/** Spec §2 error page (/exception?status=403|404|500|network). */
export default function ExceptionPage() {
  const [query] = useSearchParams();
  const status = exceptionStatusOf(query.get('status'));
  const homePath = useHomePath();
  return (
    <ExceptionResult
      status={status}
      homePath={homePath}
      extra={
        status === 'network' || status === 500 ? (
          <Button onClick={() => window.location.reload()}>{t('exception.reload')}</Button>
        ) : undefined
      }
    />
  );
}
