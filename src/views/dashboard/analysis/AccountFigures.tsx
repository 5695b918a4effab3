import { Card, Col, Row, Statistic } from 'antd';
import type { UserInfo } from '@contract/generated/types';
import { LOCALE_TAGS, t, useI18n } from '@/locales';
import { formatInteger, formatMoney } from '@/utils/money';

/** Balance and unit price as money (stored ÷ 10000), total installs as an integer. */
export function AccountFigures({ userInfo }: { userInfo: UserInfo | undefined }) {
  const { locale } = useI18n();
  const tag = LOCALE_TAGS[locale];
  const loading = !userInfo;
  const figures = [
    { key: 'balance', title: t('dashboard.balance'), text: formatMoney(userInfo?.balance, tag) },
    { key: 'unitPrice', title: t('dashboard.unitPrice'), text: formatMoney(userInfo?.unit_price, tag) },
    {
      key: 'totalInstalls',
      title: t('dashboard.totalInstalls'),
      text: formatInteger(userInfo?.total_install_sum, tag),
    },
  ];
  return (
    <Row gutter={[16, 16]}>
      {figures.map((figure) => (
        <Col key={figure.key} xs={24} sm={12} lg={8}>
          <Card loading={loading} data-testid={`figure-${figure.key}`}>
            <Statistic title={figure.title} value={figure.text} formatter={() => figure.text} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
