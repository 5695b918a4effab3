import { ArrowDownOutlined, ArrowUpOutlined, SettingOutlined } from '@ant-design/icons';
import { Button, Checkbox, Popover, Space, Tooltip } from 'antd';
import { useIntl } from 'react-intl';
import type { PageColumn } from '@contract/generated/page-schema';
import { applyColumnSetting, type ColumnSetting } from './column-settings';

interface ColumnSettingsProps {
  /** Every column the user may show, in declared order. */
  columns: PageColumn[];
  setting: ColumnSetting | undefined;
  onChange(next: ColumnSetting | undefined): void;
}

/** A popover to show, hide and reorder the list's columns; the list remembers the choice per user. */
export function ColumnSettings({ columns, setting, onChange }: ColumnSettingsProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const ordered = applyColumnSetting(columns, setting ? { ...setting, hidden: [] } : undefined);
  const hidden = new Set(setting?.hidden ?? []);
  const order = ordered.map((column) => column.field);

  const toggle = (field: string, visible: boolean) => {
    const nextHidden = visible ? [...hidden].filter((f) => f !== field) : [...hidden, field];
    // At least one column stays visible.
    if (nextHidden.length >= columns.length) return;
    onChange({ order, hidden: nextHidden });
  };
  const move = (index: number, by: -1 | 1) => {
    const next = [...order];
    [next[index], next[index + by]] = [next[index + by], next[index]];
    onChange({ order: next, hidden: [...hidden] });
  };

  const content = (
    <div role="list" aria-label={t('renderer.list.columnSettings')} style={{ minWidth: 220 }}>
      {ordered.map((column, index) => {
        const title = t(column.title);
        return (
          <div
            role="listitem"
            key={column.field}
            style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 8 }}
          >
            <Checkbox checked={!hidden.has(column.field)} onChange={(e) => toggle(column.field, e.target.checked)}>
              {title}
            </Checkbox>
            <Space size={0}>
              <Button
                type="text"
                size="small"
                icon={<ArrowUpOutlined />}
                disabled={index === 0}
                aria-label={t('renderer.list.moveUp', { column: title })}
                onClick={() => move(index, -1)}
              />
              <Button
                type="text"
                size="small"
                icon={<ArrowDownOutlined />}
                disabled={index === ordered.length - 1}
                aria-label={t('renderer.list.moveDown', { column: title })}
                onClick={() => move(index, 1)}
              />
            </Space>
          </div>
        );
      })}
      <div style={{ marginTop: 8, textAlign: 'right' }}>
        <Button size="small" disabled={!setting} onClick={() => onChange(undefined)}>
          {t('renderer.list.resetColumns')}
        </Button>
      </div>
    </div>
  );

  return (
    <Popover trigger="click" placement="bottomRight" content={content} title={t('renderer.list.columnSettings')}>
      <Tooltip title={t('renderer.list.columnSettings')}>
        <Button icon={<SettingOutlined />} aria-label={t('renderer.list.columnSettings')} />
      </Tooltip>
    </Popover>
  );
}
