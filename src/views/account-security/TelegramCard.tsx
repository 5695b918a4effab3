import { Button, Card, Input, Space, Typography } from 'antd';
import { useState } from 'react';
import { bindChatId } from '@/api/generated/client';
import type { UserInfo } from '@contract/generated/types';
import { showMessage } from '@/components/feedback/lazy-feedback';
import { t } from '@/locales';
import { refreshUserInfo } from '@/store/session-actions';

/** A Telegram chat id is digits, negative for groups (the server's rule). */
const CHAT_ID = /^-?[0-9]{1,20}$/;

/** Telegram notifications: bind a chat id, or unbind with an empty one. */
export function TelegramCard({ userInfo }: { userInfo: UserInfo }) {
  const saved = userInfo.telegram_chat_id ?? '';
  const [chatId, setChatId] = useState(saved);
  const [invalid, setInvalid] = useState(false);
  const [saving, setSaving] = useState(false);

  const save = async (value: string) => {
    if (value && !CHAT_ID.test(value)) {
      setInvalid(true);
      return;
    }
    setSaving(true);
    try {
      await bindChatId({ chat_id: value });
      await refreshUserInfo();
      setChatId(value);
      showMessage(value ? t('account.telegramBound') : t('account.telegramUnbound'), 'success');
    } catch {
      // Shown by the HTTP layer.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card title={t('account.telegramTitle')}>
      <Typography.Paragraph type="secondary">{t('account.telegramIntro')}</Typography.Paragraph>
      <label htmlFor="telegram-chat-id" style={{ display: 'block', marginBottom: 6 }}>
        {t('account.telegramChatId')}
      </label>
      <Space.Compact style={{ width: '100%', maxWidth: 420 }}>
        <Input
          id="telegram-chat-id"
          name="bind_chat_id"
          inputMode="numeric"
          placeholder={t('account.telegramPlaceholder')}
          status={invalid ? 'error' : undefined}
          value={chatId}
          onChange={(event) => {
            setChatId(event.target.value.trim());
            setInvalid(false);
          }}
          onPressEnter={() => void save(chatId)}
        />
        <Button type="primary" loading={saving} onClick={() => void save(chatId)}>
          {t('account.save')}
        </Button>
        {saved ? (
          <Button disabled={saving} onClick={() => void save('')}>
            {t('account.unbind')}
          </Button>
        ) : null}
      </Space.Compact>
      <div role={invalid ? 'alert' : undefined} style={{ minHeight: 22, color: '#ff4d4f' }}>
        {invalid ? t('account.telegramInvalid') : null}
      </div>
    </Card>
  );
}
