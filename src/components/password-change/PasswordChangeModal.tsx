import { Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { passwordEdit } from '@/api/generated/client';
import type { PasswordEditBody } from '@contract/generated/types';
import { showMessage } from '@/components/feedback/lazy-feedback';
import { t } from '@/locales';
import { checkPasswordChange, MIN_NEW_PASSWORD_LENGTH, type PasswordChangeErrors } from './password-rules';

interface Props {
  open: boolean;
  onClose(): void;
}

const EMPTY: PasswordEditBody = { old_password: '', new_password: '', password_confirmation: '' };
const FIELDS: { name: keyof PasswordEditBody; label: string; autoComplete: string }[] = [
  { name: 'old_password', label: 'account.oldPassword', autoComplete: 'current-password' },
  { name: 'new_password', label: 'account.newPassword', autoComplete: 'new-password' },
  { name: 'password_confirmation', label: 'account.confirmPassword', autoComplete: 'new-password' },
];

/**
 * Change password: old, new and confirmation (PUT password_edit). The server signs out every
 * other session of the user; this one stays, and the user is told so.
 */
export function PasswordChangeModal({ open, onClose }: Props) {
  const [values, setValues] = useState<PasswordEditBody>(EMPTY);
  const [errors, setErrors] = useState<PasswordChangeErrors>({});
  const [saving, setSaving] = useState(false);

  const close = () => {
    setValues(EMPTY);
    setErrors({});
    onClose();
  };

  const save = async () => {
    const found = checkPasswordChange(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      await passwordEdit(values);
      showMessage(t('account.passwordChanged'), 'success');
      close();
    } catch {
      // The HTTP layer has shown the server's reason (e.g. the old password is wrong).
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('account.changePassword')}
      okText={t('account.save')}
      cancelText={t('account.cancel')}
      confirmLoading={saving}
      onOk={() => void save()}
      onCancel={close}
      destroyOnHidden
    >
      <Form layout="vertical" component="div">
        {FIELDS.map(({ name, label, autoComplete }) => (
          <Form.Item
            key={name}
            label={t(label)}
            htmlFor={`password-change-${name}`}
            validateStatus={errors[name] ? 'error' : undefined}
            help={errors[name] ? t(errors[name], { min: MIN_NEW_PASSWORD_LENGTH }) : undefined}
            extra={name === 'new_password' && !errors[name] ? t('account.newPasswordRule', { min: MIN_NEW_PASSWORD_LENGTH }) : undefined}
          >
            <Input.Password
              id={`password-change-${name}`}
              name={name}
              autoComplete={autoComplete}
              value={values[name]}
              onChange={(event) => {
                const value = event.target.value;
                setValues((current) => ({ ...current, [name]: value }));
                setErrors((current) => ({ ...current, [name]: undefined }));
              }}
              onPressEnter={() => void save()}
            />
          </Form.Item>
        ))}
      </Form>
    </Modal>
  );
}
