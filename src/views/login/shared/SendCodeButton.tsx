import { useState } from 'react';
import { PlainButton } from '@/components/plain-button/PlainButton';
import { t } from '@/locales';
import { useCountdown } from './use-countdown';

/** Seconds before the same address or number can ask for another code (the server allows one a minute). */
export const RESEND_SECONDS = 60;

interface Props {
  /** Asks the server to send a code; resolves true when it was sent. */
  send(): Promise<boolean>;
  /** Checks the address or number first; a message shown by the form stops the send. */
  canSend?(): boolean;
  disabled?: boolean;
  seconds?: number;
}

/** "Send code", then "Resend in N s" for a minute after a code went out. */
export function SendCodeButton({ send, canSend, disabled = false, seconds = RESEND_SECONDS }: Props) {
  const { remaining, start } = useCountdown();
  const [sending, setSending] = useState(false);

  const click = async () => {
    if (canSend && !canSend()) return;
    setSending(true);
    try {
      if (await send()) start(seconds);
    } finally {
      setSending(false);
    }
  };

  return (
    <PlainButton variant="default" size="large" disabled={disabled || remaining > 0} loading={sending} onClick={() => void click()}>
      {remaining > 0 ? t('login.resendIn', { seconds: remaining }) : t('login.sendCode')}
    </PlainButton>
  );
}
