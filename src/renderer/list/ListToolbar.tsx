import { ReloadOutlined } from '@ant-design/icons';
import { Button, Space, theme, Tooltip } from 'antd';
import type { Key } from 'react';
import { useIntl } from 'react-intl';
import type { PageAction, PageColumn } from '@contract/generated/page-schema';
import { ActionButton } from './actions/ActionButton';
import type { ColumnSetting } from './column-settings';
import { ColumnSettings } from './ColumnSettings';
import type { Row } from './table-columns';

interface ListToolbarProps {
  title?: string;
  actions: PageAction[];
  onRefresh(): void;
  columns: PageColumn[];
  setting: ColumnSetting | undefined;
  onSettingChange(next: ColumnSetting | undefined): void;
}

/** Title on the left; toolbar actions, refresh and column settings on the right. */
export function ListToolbar({ title, actions, onRefresh, columns, setting, onSettingChange }: ListToolbarProps) {
  const intl = useIntl();
  const { token } = theme.useToken();
  const refresh = intl.formatMessage({ id: 'renderer.list.refresh' });
  return (
    <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 8, marginBottom: 12, flexWrap: 'wrap' }}>
      <div>
        {title ? (
          // A plain heading styled like antd's Title level 5 (Typography is a large module for one line);
          // an h2, the level under the page's h1 (the breadcrumb's current step).
          <h2
            style={{
              margin: 0,
              color: token.colorTextHeading,
              fontSize: token.fontSizeHeading5,
              lineHeight: token.lineHeightHeading5,
              fontWeight: token.fontWeightStrong,
            }}
          >
            {intl.formatMessage({ id: title })}
          </h2>
        ) : null}
      </div>
      <Space wrap>
        {actions.map((action, index) => (
          <ActionButton key={`${action.label}-${index}`} action={action} scope={{}} variant="toolbar" />
        ))}
        <Tooltip title={refresh}>
          <Button icon={<ReloadOutlined />} aria-label={refresh} onClick={onRefresh} />
        </Tooltip>
        <ColumnSettings columns={columns} setting={setting} onChange={onSettingChange} />
      </Space>
    </div>
  );
}

interface BatchBarProps {
  actions: PageAction[];
  selection: { keys: Key[]; rows: Row[] };
  onClear(): void;
}

/** How many rows are selected, the batch actions (disabled without a selection), and a way to clear it. */
export function BatchBar({ actions, selection, onClear }: BatchBarProps) {
  const intl = useIntl();
  return (
    <Space wrap style={{ marginBottom: 12 }}>
      <span>{intl.formatMessage({ id: 'renderer.list.selected' }, { count: selection.keys.length })}</span>
      {actions.map((action, index) => (
        <ActionButton
          key={`${action.label}-${index}`}
          action={action}
          scope={{ selectedKeys: selection.keys, selectedRows: selection.rows }}
          variant="batch"
        />
      ))}
      {selection.keys.length > 0 && (
        <Button type="link" onClick={onClear}>
          {intl.formatMessage({ id: 'renderer.list.clearSelection' })}
        </Button>
      )}
    </Space>
  );
}
