import { Button, Result } from 'antd';
import { useNavigate } from 'react-router-dom';
import { t } from '@/locales';

type Status = 403 | 404;

const TEXT: Record<Status, string> = {
  403: 'exception.forbidden',
  404: 'exception.notFound',
};

export function ExceptionResult({ status, homePath }: { status: Status; homePath: string }) {
  const navigate = useNavigate();
  return (
    <Result
      status={status}
      title={String(status)}
      subTitle={t(TEXT[status])}
      extra={
        <Button type="primary" onClick={() => navigate(homePath)}>
          {t('exception.backHome')}
        </Button>
      }
    />
  );
}
