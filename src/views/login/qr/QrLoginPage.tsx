import { CheckCircleFilled, CloseCircleOutlined, ReloadOutlined } from '@ant-design/icons';
import { useEffect, useRef, useState } from 'react';
import { qrLoginCreate, qrLoginStatus } from '@/api/generated/client';
import { PlainButton } from '@/components/plain-button/PlainButton';
import { ContentLoading } from '@/components/route-error/ContentLoading';
import { QrImage } from '@/components/qrcode/QrImage';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { t } from '@/locales';
import { completeSignIn } from '@/store/session-actions';
import styles from '../login.module.css';
import { BackToLoginLink, LoginShell, useFinishSignIn } from '../sign-in-kit';
import { createQrLoginPoller, type QrLoginPoller, type QrLoginView } from './qr-login-poller';

function statusText(view: QrLoginView): string {
  switch (view.kind) {
    case 'pending':
      return t('login.qrPending');
    case 'scanned':
      return t('login.qrScanned');
    case 'expired':
      return t('login.qrExpired');
    case 'cancelled':
      return t('login.qrCancelled');
    case 'failed':
      return t('login.qrFailed');
    case 'signed-in':
      return t('login.qrSignedIn');
    default:
      return t('common.loading');
  }
}

/** /login/qr: shows a QR code that a signed-in console confirms; this page is then signed in. */
export function QrLoginPage() {
  useDocumentTitle('login.qrTitle');
  const finish = useFinishSignIn();
  const finishRef = useRef(finish);
  finishRef.current = finish;
  const [view, setView] = useState<QrLoginView>({ kind: 'loading' });
  const pollerRef = useRef<QrLoginPoller>();

  useEffect(() => {
    const poller = createQrLoginPoller({
      create: () => qrLoginCreate(),
      // Polls stay quiet: a failed one is simply asked again 2 s later.
      status: (qrId) => qrLoginStatus({ qr_id: qrId }, { errorMessageMode: 'none', retry: false }),
      onView: setView,
      onSignedIn: (answer) => {
        const outcome = completeSignIn(answer);
        if (outcome.kind === 'signed-in') finishRef.current(outcome.userInfo);
      },
    });
    pollerRef.current = poller;
    poller.start();
    return () => poller.stop();
  }, []);

  const qr = view.kind === 'pending' || view.kind === 'scanned' ? view.qr : undefined;
  const needsRefresh = view.kind === 'expired' || view.kind === 'cancelled' || view.kind === 'failed';
  const refresh = (
    <PlainButton variant="primary" icon={<ReloadOutlined />} onClick={() => pollerRef.current?.start()}>
      {t('login.qrRefresh')}
    </PlainButton>
  );

  let overlay = null;
  if (view.kind === 'scanned') overlay = <CheckCircleFilled style={{ fontSize: 40, color: '#52c41a' }} />;
  if (needsRefresh) {
    overlay = (
      <>
        <CloseCircleOutlined style={{ fontSize: 32 }} />
        {refresh}
      </>
    );
  }
  // The plain spinner: antd's Spin would bring its style code to this signed-out screen.
  if (view.kind === 'loading' || view.kind === 'signed-in') overlay = <ContentLoading />;

  return (
    <LoginShell heading={t('login.qrHeading')} footer={<BackToLoginLink />}>
      <div className={styles.centered}>
        <QrImage src={qr?.qrcode} alt={t('login.qrAlt')} overlay={overlay} loading={view.kind === 'loading'} />
        <p className={styles.notice} role="status" aria-live="polite" data-qr-state={view.kind}>
          {statusText(view)}
        </p>
        {view.kind === 'pending' ? <p className={styles.hint}>{t('login.qrHint')}</p> : null}
      </div>
    </LoginShell>
  );
}
