import { Button, Result, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { qrLoginConfirm, qrLoginScan } from '@/api/generated/client';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { t } from '@/locales';
import { useHomePath } from '@/router/use-home-path';
import { useUserInfo } from '@/store/user-store';
import { isApiRequestError } from '@/utils/http';
import styles from '../login.module.css';
import { LoginShell } from '../sign-in-kit';

type State =
  | { kind: 'scanning' }
  | { kind: 'ready' }
  | { kind: 'deciding'; confirm: boolean }
  | { kind: 'done'; confirmed: boolean }
  | { kind: 'refused'; message: string };

function refusal(error: unknown): State {
  const message = isApiRequestError(error) && error.msg ? error.msg : t('account.qrConfirmInvalid');
  return { kind: 'refused', message };
}

/**
 * /login/qr-confirm?id=…, opened by a signed-in console from the QR code: marks it scanned (the
 * waiting page shows that), then the user confirms (the waiting page is signed in as them) or
 * cancels.
 */
export function QrConfirmPage() {
  useDocumentTitle('login.qrConfirmTitle');
  const [params] = useSearchParams();
  const qrId = params.get('id') ?? '';
  const userInfo = useUserInfo();
  const homePath = useHomePath();
  const [state, setState] = useState<State>({ kind: 'scanning' });

  useEffect(() => {
    if (!qrId) {
      setState({ kind: 'refused', message: t('account.qrConfirmInvalid') });
      return;
    }
    let current = true;
    // Scanning twice (a reload) is harmless: the server answers scanned again for the same user.
    qrLoginScan({ qr_id: qrId }, { errorMessageMode: 'none' })
      .then(() => current && setState({ kind: 'ready' }))
      .catch((error: unknown) => current && setState(refusal(error)));
    return () => {
      current = false;
    };
  }, [qrId]);

  const decide = async (confirm: boolean) => {
    setState({ kind: 'deciding', confirm });
    try {
      const answer = await qrLoginConfirm({ qr_id: qrId, confirm }, { errorMessageMode: 'none' });
      setState({ kind: 'done', confirmed: answer.status === 'confirmed' });
    } catch (error) {
      setState(refusal(error));
    }
  };

  const name = userInfo?.realName || userInfo?.username || '';
  const home = <Link to={homePath}>{t('account.qrConfirmHome')}</Link>;

  let body;
  if (state.kind === 'scanning') {
    body = <Spin />;
  } else if (state.kind === 'refused') {
    body = <Result status="warning" title={state.message} extra={home} />;
  } else if (state.kind === 'done') {
    body = (
      <Result
        status={state.confirmed ? 'success' : 'info'}
        title={state.confirmed ? t('account.qrConfirmDone') : t('account.qrConfirmCancelled')}
        extra={home}
      />
    );
  } else {
    const deciding = state.kind === 'deciding';
    body = (
      <>
        <p className={styles.notice}>{t('account.qrConfirmQuestion', { name })}</p>
        <p className={styles.hint}>{t('account.qrConfirmWarning')}</p>
        <Button type="primary" size="large" block loading={deciding && state.confirm} disabled={deciding} onClick={() => void decide(true)}>
          {t('account.qrConfirmSignIn')}
        </Button>
        <Button size="large" block loading={deciding && !state.confirm} disabled={deciding} onClick={() => void decide(false)}>
          {t('account.qrConfirmCancel')}
        </Button>
      </>
    );
  }

  return (
    <LoginShell heading={t('account.qrConfirmHeading')}>
      <div className={styles.centered}>{body}</div>
    </LoginShell>
  );
}
