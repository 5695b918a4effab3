import { ClockCircleOutlined } from '@ant-design/icons';
import { Result, theme } from 'antd';
import { t } from '@/locales';

/** A menu entry whose screen is not built yet: said plainly, no fake content. */
export function ComingSoon({ titleId }: { titleId: string }) {
  const { token } = theme.useToken();
  return (
    <Result icon={<ClockCircleOutlined style={{ color: token.colorPrimary }} />} title={t(titleId)} subTitle={t('exception.comingSoon')} />
  );
}
