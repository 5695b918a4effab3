import { Alert, Button, Card, Descriptions, Space, Switch, Tag, Typography } from 'antd';
import { useState } from 'react';
import { bindGoogleCaptcha, getGoogleBindUrl, userIsGoogleOpenEdit, verifyGoogleCaptcha } from '@/api/generated/client';
import type { GetGoogleBindUrlData, UserInfo } from '@contract/generated/types';
import { showMessage } from '@/components/feedback/lazy-feedback';
import { QrImage } from '@/components/qrcode/QrImage';
import { t } from '@/locales';
import { refreshUserInfo } from '@/store/session-actions';
import { AuthenticatorCode } from './AuthenticatorCode';

type Panel =
  | { kind: 'none' }
  | { kind: 'binding'; bind: GetGoogleBindUrlData }
  | { kind: 'switching'; open: boolean }
  | { kind: 'checking'; result?: boolean };

/**
 * The authenticator (TOTP) of the account: bind one by scanning a QR code and entering a code
 * from it (this turns the sign-in check on), switch the sign-in check on or off with a code,
 * and test a code. A new authenticator can be bound while the check is off.
 */
export function AuthenticatorCard({ userInfo }: { userInfo: UserInfo }) {
  const [panel, setPanel] = useState<Panel>({ kind: 'none' });
  const [busy, setBusy] = useState(false);
  const bound = userInfo.google_bind;
  const open = userInfo.google_open;

  async function run(work: () => Promise<void>) {
    setBusy(true);
    try {
      await work();
    } catch {
      // The HTTP layer has shown the server's reason (wrong code, …).
    } finally {
      setBusy(false);
    }
  }

  const startBinding = () =>
    run(async () => {
      const bind = await getGoogleBindUrl();
      setPanel({ kind: 'binding', bind });
    });

  const finishBinding = (code: string) =>
    run(async () => {
      await bindGoogleCaptcha({ google_captcha: code });
      await refreshUserInfo();
      setPanel({ kind: 'none' });
      showMessage(t('account.authenticatorBound'), 'success');
    });

  const switchCheck = (next: boolean, code: string) =>
    run(async () => {
      await userIsGoogleOpenEdit({ is_open: next ? 1 : 0, google_captcha: code });
      await refreshUserInfo();
      setPanel({ kind: 'none' });
      showMessage(next ? t('account.authenticatorOn') : t('account.authenticatorOff'), 'success');
    });

  const checkCode = (code: string) =>
    run(async () => {
      const { valid } = await verifyGoogleCaptcha({ google_captcha: code });
      setPanel({ kind: 'checking', result: valid });
    });

  return (
    <Card title={t('account.authenticatorTitle')}>
      <Typography.Paragraph type="secondary">{t('account.authenticatorIntro')}</Typography.Paragraph>
      <Descriptions column={1} size="small" style={{ marginBottom: 16 }}>
        <Descriptions.Item label={t('account.authenticatorBoundLabel')}>
          {bound ? <Tag color="success">{t('account.bound')}</Tag> : <Tag>{t('account.notBound')}</Tag>}
        </Descriptions.Item>
        <Descriptions.Item label={t('account.authenticatorCheckLabel')}>
          <Switch
            checked={open}
            disabled={!bound || busy}
            aria-label={t('account.authenticatorCheckLabel')}
            onChange={(next) => setPanel({ kind: 'switching', open: next })}
          />
        </Descriptions.Item>
      </Descriptions>

      {panel.kind === 'binding' ? (
        <Space direction="vertical" size="middle" style={{ width: '100%' }}>
          <Alert type="info" showIcon message={t('account.bindSteps')} />
          <QrImage src={panel.bind.qrcode} alt={t('account.bindQrAlt')} size={180} />
          <div>
            {t('account.bindSecret')}{' '}
            <Typography.Text code copyable data-testid="authenticator-secret">
              {panel.bind.secret}
            </Typography.Text>
          </div>
          <AuthenticatorCode
            id="bind-code"
            action={t('account.bind')}
            busy={busy}
            onSubmit={(code) => void finishBinding(code)}
            onCancel={() => setPanel({ kind: 'none' })}
          />
        </Space>
      ) : null}

      {panel.kind === 'switching' ? (
        <Space direction="vertical" style={{ width: '100%' }}>
          <Typography.Text>{panel.open ? t('account.switchOnHint') : t('account.switchOffHint')}</Typography.Text>
          <AuthenticatorCode
            id="switch-code"
            action={panel.open ? t('account.turnOn') : t('account.turnOff')}
            busy={busy}
            onSubmit={(code) => void switchCheck(panel.open, code)}
            onCancel={() => setPanel({ kind: 'none' })}
          />
        </Space>
      ) : null}

      {panel.kind === 'checking' ? (
        <Space direction="vertical" style={{ width: '100%' }}>
          <AuthenticatorCode id="check-code" action={t('account.checkCode')} busy={busy} onSubmit={(code) => void checkCode(code)} />
          {panel.result === undefined ? null : (
            <Alert
              role="status"
              type={panel.result ? 'success' : 'error'}
              showIcon
              message={panel.result ? t('account.codeValid') : t('account.codeNotValid')}
            />
          )}
        </Space>
      ) : null}

      {panel.kind === 'none' ? (
        <Space wrap>
          {!(bound && open) ? (
            <Button type="primary" loading={busy} onClick={() => void startBinding()}>
              {bound ? t('account.rebind') : t('account.bindAuthenticator')}
            </Button>
          ) : null}
          {bound ? <Button onClick={() => setPanel({ kind: 'checking' })}>{t('account.testCode')}</Button> : null}
        </Space>
      ) : null}
    </Card>
  );
}
