import { Tag } from 'antd';
import { t } from '@/locales';
import type { ErrorLogType } from '@/utils/error-log/error-log-types';

const COLOURS: Record<ErrorLogType, string> = {
  vue: 'magenta',
  script: 'red',
  promise: 'orange',
  resource: 'gold',
  ajax: 'blue',
};

/** The spec's type names stay in the data; people read render / script / promise / resource / API. */
export function errorTypeLabel(type: ErrorLogType): string {
  return t(`errorlog.type.${type}`);
}

export function ErrorTypeTag({ type }: { type: ErrorLogType }) {
  return <Tag color={COLOURS[type] ?? 'default'}>{errorTypeLabel(type)}</Tag>;
}
