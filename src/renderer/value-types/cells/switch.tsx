import { Switch } from 'antd';
import { useEffect, useRef, useState } from 'react';
import type { PageColumn } from '@contract/generated/page-schema';
import { callOperation } from '@/renderer/core/call-operation';
import { resolveParams } from '@/renderer/core/resolve-value';
import { findOption, optionText } from '../option-label';
import type { CellRenderProps, ResolvedOption, Translate, ValueTypeDefinition } from '../types';

function switchValues(column: PageColumn) {
  return { on: column.switch?.checkedValue ?? true, off: column.switch?.uncheckedValue ?? false };
}

const sameValue = (a: unknown, b: unknown) => a === b || String(a) === String(b);

function stateLabel(column: PageColumn, on: boolean, options: ResolvedOption[], t: Translate): string {
  const values = switchValues(column);
  const option = findOption(options, on ? values.on : values.off);
  if (option) return optionText(option, t);
  return t(on ? 'renderer.value.on' : 'renderer.value.off');
}

/**
 * A switch that calls `column.switch.operation` with `$values.checked` = the new state's value.
 * It flips at once, shows a spinner while the call runs, and flips back when the call fails (the HTTP
 * layer shows the server's message).
 */
function SwitchCell({ column, row, value, options, t }: CellRenderProps) {
  const values = switchValues(column);
  const [checked, setChecked] = useState(() => sameValue(value, values.on));
  const [loading, setLoading] = useState(false);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  // A new value from the server (e.g. after a refresh) wins over the local state.
  useEffect(() => {
    setChecked(sameValue(value, values.on));
  }, [value, values.on]);

  const config = column.switch;
  const onChange = async (next: boolean) => {
    if (!config) return;
    const previous = checked;
    setChecked(next);
    setLoading(true);
    try {
      await callOperation(config.operation, resolveParams(config.params, { row, values: { checked: next ? values.on : values.off } }));
    } catch {
      if (mounted.current) setChecked(previous);
    } finally {
      if (mounted.current) setLoading(false);
    }
  };

  return (
    <Switch
      size="small"
      checked={checked}
      loading={loading}
      disabled={!config}
      checkedChildren={stateLabel(column, true, options, t)}
      unCheckedChildren={stateLabel(column, false, options, t)}
      onChange={(next) => void onChange(next)}
    />
  );
}

export const switchType: ValueTypeDefinition = {
  render: (props) => <SwitchCell {...props} />,
  toText: (value, { column, options, t }) => stateLabel(column, sameValue(value, switchValues(column).on), options, t),
};
