import { GlobalOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { LOCALES, setLocale, t, useI18n, type LocaleId } from '@/locales';
import { languageButtonName } from './language-button-name';

/** Switches between the shipped locales; the choice is remembered. */
export function LocalePicker({ showLabel = true }: { showLabel?: boolean }) {
  const { locale } = useI18n();
  const items = LOCALES.map((id) => ({ key: id, label: t(`common.localeName.${id}`) }));
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items,
        selectable: true,
        selectedKeys: [locale],
        onClick: ({ key }) => void setLocale(key as LocaleId),
      }}
    >
      <Button type="text" icon={<GlobalOutlined />} aria-label={languageButtonName(locale, showLabel)}>
        {showLabel ? t(`common.localeName.${locale}`) : null}
      </Button>
    </Dropdown>
  );
}
