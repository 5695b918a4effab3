import { UploadOutlined } from '@ant-design/icons';
import { useRequest } from 'ahooks';
import { Button, Input, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { callOperation } from '@/renderer/core/call-operation';
import { nextVersionOf } from './next-version';
import { uploadFile } from './upload-to-operation';
import type { FileUploadProps } from './types';
import { useFilePicker } from './use-file-picker';

interface Version {
  version: string;
  file_count: number;
  created_at: string;
}

/** The operation answering an app's kept package versions (get_app's `versions`, newest first). */
const VERSIONS_OPERATION = 'getApp';

/**
 * An app's static package: the live version, chosen among the kept ones (switching back is choosing an
 * older one), and a new zip uploaded under a version name, which becomes live. The name is proposed
 * (the newest version raised, 1.0.0 for the first) so an upload waits for nothing typed; it can be changed.
 */
export function PackageUpload({ upload, value, onChange, disabled, 'aria-label': label }: FileUploadProps) {
  const appId = typeof upload.appId === 'string' && upload.appId ? upload.appId : undefined;
  const intl = useIntl();
  const kept = useRequest(
    async () =>
      (await callOperation<{ versions?: Version[] }>(VERSIONS_OPERATION, { app_id: appId }, { errorMessageMode: 'none' })).versions ?? [],
    { ready: !!appId, refreshDeps: [appId] },
  );
  const versions = kept.data ?? [];
  const proposed = nextVersionOf(versions.map((v) => v.version));
  // What the user typed over the proposal, until the next upload.
  const [typed, setTyped] = useState<string>();
  const picker = useFilePicker('.zip,application/zip', async (file) => {
    const answer = await uploadFile<{ version: string }>(file, {
      file_type: 'package',
      app_id: appId,
      version: typed?.trim() || proposed,
    });
    setTyped(undefined);
    onChange?.(answer.version);
    await kept.refreshAsync();
  });
  if (!appId) return <Typography.Text type="secondary">{intl.formatMessage({ id: 'renderer.upload.saveFirst' })}</Typography.Text>;
  const chooseText = intl.formatMessage({ id: 'renderer.upload.choosePackage' });
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Select
        aria-label={intl.formatMessage({ id: 'renderer.upload.liveVersion' })}
        value={typeof value === 'string' && value ? value : undefined}
        placeholder={intl.formatMessage({ id: 'renderer.upload.noVersion' })}
        disabled={disabled || !versions.length}
        onChange={(version: string) => onChange?.(version)}
        options={versions.map((v) => ({
          value: v.version,
          label: intl.formatMessage({ id: 'renderer.upload.versionLabel' }, { version: v.version, files: v.file_count }),
        }))}
      />
      <Space.Compact style={{ width: '100%' }}>
        <Input
          aria-label={intl.formatMessage({ id: 'renderer.upload.newVersion' })}
          placeholder={proposed}
          value={typed ?? proposed}
          disabled={disabled}
          maxLength={32}
          onChange={(event) => setTyped(event.target.value)}
        />
        {picker.element}
        <Button
          icon={<UploadOutlined />}
          loading={picker.busy}
          // Until the kept versions are known the proposal could name one of them.
          disabled={disabled || kept.loading}
          // The name starts with the text the button shows (WCAG 2.5.3), then says which field it fills.
          aria-label={label ? `${chooseText}: ${label}` : undefined}
          onClick={picker.open}
        >
          {chooseText}
        </Button>
      </Space.Compact>
    </Space>
  );
}
