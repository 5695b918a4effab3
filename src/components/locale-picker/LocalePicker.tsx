import { GlobalOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { LOCALES, setLocale, t, useI18n, type LocaleId } from '@/locales';

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
      <Button
        type="text"
        icon={<GlobalOutlined />}
        aria-label={
          // Named by the language it shows, then by what it is for (the name holds the visible text).
          showLabel
            ? t('common.labelWithPurpose', { label: t(`common.localeName.${locale}`), purpose: t('common.chooseLanguage') })
            : t('common.chooseLanguage')
        }
      >
        {showLabel ? t(`common.localeName.${locale}`) : null}
      </Button>
    </Dropdown>
  );
}
