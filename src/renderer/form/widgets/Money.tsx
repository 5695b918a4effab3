import { InputNumber } from 'antd';
import { toDisplayMoney, toStoredMoney } from '@/utils/money';

export interface MoneyProps {
  /** The stored value: display × 10000. */
  value?: number | null;
  onChange?: (stored: number | undefined) => void;
  disabled?: boolean;
  readOnly?: boolean;
  placeholder?: string;
  id?: string;
  'aria-label'?: string;
}

/** A money input: shows stored / 10000 with two decimals, gives back round(display × 10000). */
export function Money({ value, onChange, disabled, readOnly, placeholder, id, 'aria-label': ariaLabel }: MoneyProps) {
  const display = typeof value === 'number' && Number.isFinite(value) ? toDisplayMoney(value) : null;
  return (
    <InputNumber<number>
      id={id}
      aria-label={ariaLabel}
      style={{ width: '100%' }}
      precision={2}
      step={0.01}
      value={display}
      disabled={disabled}
      readOnly={readOnly}
      placeholder={placeholder}
      onChange={(next) => onChange?.(typeof next === 'number' && Number.isFinite(next) ? toStoredMoney(next) : undefined)}
    />
  );
}
