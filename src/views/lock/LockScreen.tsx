import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button } from 'antd';
import { useRef, useState, type FormEvent } from 'react';
import { createPortal } from 'react-dom';
import { unlockScreen } from '@/api/generated/client';
import { FormField } from '@/components/form-field/FormField';
import { PasswordInput } from '@/components/text-input/PasswordInput';
import { LOCALE_TAGS, t, useI18n } from '@/locales';
import { useStore } from '@/store/create-store';
import { clearLock, lockStore } from '@/store/lock-store';
import { signOut } from '@/store/session-actions';
import { useUserInfo } from '@/store/user-store';
import styles from './lock.module.css';
import { formatClock, useClock } from './use-clock';
import { useInertSiblings } from './use-inert-siblings';

/**
 * The full-screen lock. The password is checked by the server and never kept here; the fifth
 * wrong one makes the server end the session (HTTP 401), and the HTTP layer's unauthorized
 * handling then takes the user to the login page.
 */
export function LockScreen() {
  const { locale } = useI18n();
  const lockedBy = useStore(lockStore, (state) => state.username);
  const userInfo = useUserInfo();
  const name = userInfo?.realName || userInfo?.username || lockedBy || '';
  const now = useClock();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const [checking, setChecking] = useState(false);
  const screenRef = useRef<HTMLDivElement>(null);
  useInertSiblings(screenRef);

  const unlock = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      setError(t('lock.passwordRequired'));
      return;
    }
    setChecking(true);
    try {
      const { valid } = await unlockScreen({ password });
      if (valid) {
        clearLock();
        return;
      }
      setError(t('lock.wrongPassword'));
      setPassword('');
    } catch {
      // The HTTP layer has said why (and ended the session when the server revoked it).
    } finally {
      setChecking(false);
    }
  };

  const date = new Intl.DateTimeFormat(LOCALE_TAGS[locale], { dateStyle: 'full' }).format(now);

  return createPortal(
    <div ref={screenRef} className={styles.screen} role="dialog" aria-modal="true" aria-label={t('lock.title')}>
      <div className={styles.clock} aria-live="off">
        <time className={styles.time} dateTime={now.toISOString()}>
          {formatClock(now)}
        </time>
        <div className={styles.date}>{date}</div>
      </div>
      <form className={styles.panel} onSubmit={(event) => void unlock(event)} noValidate>
        <Avatar size={64} icon={<UserOutlined />} />
        <div className={styles.user}>{name}</div>
        <p className={styles.hint}>
          <LockOutlined /> {t('lock.lockedHint')}
        </p>
        <div className={styles.field}>
          <FormField id="lock-password" label={t('lock.password')} error={error}>
            <PasswordInput
              id="lock-password"
              name="password"
              autoComplete="current-password"
              placeholder={t('lock.passwordPlaceholder')}
              value={password}
              invalid={Boolean(error)}
              aria-describedby="lock-password-error"
              onChange={(event) => {
                setPassword(event.target.value);
                setError(undefined);
              }}
              autoFocus
            />
          </FormField>
        </div>
        <Button type="primary" htmlType="submit" size="large" block loading={checking}>
          {t('lock.unlock')}
        </Button>
        <Button type="link" className={styles.back} onClick={() => void signOut()} disabled={checking}>
          {t('lock.backToLogin')}
        </Button>
      </form>
    </div>,
    document.body,
  );
}
