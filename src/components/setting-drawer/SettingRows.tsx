import { InputNumber, Select, Switch } from 'antd';
import { useId, type ReactNode } from 'react';
import styles from './setting-drawer.module.css';

function Row({ label, labelId, children }: { label: string; labelId: string; children: ReactNode }) {
  return (
    <div className={styles.row}>
      <span id={labelId} className={styles.rowLabel}>
        {label}
      </span>
      <div className={styles.rowControl}>{children}</div>
    </div>
  );
}

export function SwitchRow(props: { label: string; checked: boolean; disabled?: boolean; onChange(checked: boolean): void }) {
  const id = useId();
  return (
    <Row label={props.label} labelId={id}>
      <Switch size="small" checked={props.checked} disabled={props.disabled} aria-labelledby={id} onChange={props.onChange} />
    </Row>
  );
}

export function SelectRow<V extends string>(props: {
  label: string;
  value: V;
  options: { value: V; label: string }[];
  disabled?: boolean;
  onChange(value: V): void;
}) {
  const id = useId();
  return (
    <Row label={props.label} labelId={id}>
      <Select<V>
        size="small"
        className={styles.select}
        value={props.value}
        options={props.options}
        disabled={props.disabled}
        aria-labelledby={id}
        popupMatchSelectWidth={false}
        onChange={props.onChange}
      />
    </Row>
  );
}

export function NumberRow(props: {
  label: string;
  value: number;
  min: number;
  max: number;
  step?: number;
  disabled?: boolean;
  onChange(value: number): void;
}) {
  const id = useId();
  return (
    <Row label={props.label} labelId={id}>
      <InputNumber
        size="small"
        className={styles.number}
        value={props.value}
        min={props.min}
        max={props.max}
        step={props.step ?? 1}
        precision={0}
        disabled={props.disabled}
        aria-labelledby={id}
        onChange={(value) => {
          if (typeof value === 'number' && Number.isFinite(value)) props.onChange(Math.min(props.max, Math.max(props.min, value)));
        }}
      />
    </Row>
  );
}
