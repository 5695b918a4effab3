import type { ReactNode } from 'react';
import { FormField } from '@/components/form-field/FormField';
import { PasswordInput } from '@/components/text-input/PasswordInput';
import { TextInput, type TextInputProps } from '@/components/text-input/TextInput';
import { t } from '@/locales';

interface Props extends Omit<TextInputProps, 'id' | 'value' | 'onChange' | 'invalid'> {
  id: string;
  label: string;
  value: string;
  /** Message id of the field's problem. */
  error?: string;
  onValue(value: string): void;
  password?: boolean;
  /** Beside the input, e.g. the "send code" button. */
  addon?: ReactNode;
  rowClassName?: string;
}

/** A labelled input of the signed-out forms, with its error below. */
export function TextField({ id, label, value, error, onValue, password = false, addon, rowClassName, ...inputProps }: Props) {
  const Input = password ? PasswordInput : TextInput;
  const input = (
    <Input
      id={id}
      value={value}
      invalid={Boolean(error)}
      aria-describedby={`${id}-error`}
      onChange={(event) => onValue(event.target.value)}
      {...inputProps}
    />
  );
  return (
    <FormField id={id} label={label} error={error ? t(error) : undefined}>
      {addon ? (
        <div className={rowClassName}>
          {input}
          {addon}
        </div>
      ) : (
        input
      )}
    </FormField>
  );
}
