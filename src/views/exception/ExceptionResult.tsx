import { Button, Result } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { t } from '@/locales';

export type ExceptionStatus = 403 | 404 | 500 | 'network';

const TEXTS: Record<ExceptionStatus, { title: string; text: string }> = {
  403: { title: 'exception.forbiddenTitle', text: 'exception.forbidden' },
  404: { title: 'exception.notFoundTitle', text: 'exception.notFound' },
  500: { title: 'exception.serverErrorTitle', text: 'exception.serverError' },
  network: { title: 'exception.networkTitle', text: 'exception.network' },
};

interface Props {
  status: ExceptionStatus;
  homePath: string;
  /** Replaces the status's own explanation. */
  subTitle?: ReactNode;
  /** More buttons beside "Back to home". */
  extra?: ReactNode;
}

/** The exception pages of spec §8: 403, 404, 500 and network errors, each with a way home. */
export function ExceptionResult({ status, homePath, subTitle, extra }: Props) {
  const navigate = useNavigate();
  const texts = TEXTS[status];
  return (
    <Result
      status={status === 'network' ? 'warning' : status}
      title={status === 'network' ? t(texts.title) : String(status)}
      subTitle={subTitle ?? t(texts.text)}
      extra={
        <>
          <Button type="primary" onClick={() => navigate(homePath)}>
            {t('exception.backHome')}
          </Button>
          {extra}
        </>
      }
    />
  );
}

/** `?status=` of the error page: 403, 404, 500 or network; anything else is a 404. */
export function exceptionStatusOf(raw: string | null): ExceptionStatus {
  if (raw === 'network') return 'network';
  const code = Number(raw);
  return code === 403 || code === 500 ? code : 404;
}
