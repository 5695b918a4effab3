import { GlobalOutlined } from '@ant-design/icons';
import { theme } from 'antd';
import { useEffect, useId, useRef, useState, type CSSProperties } from 'react';
import { LOCALE_TAGS, LOCALES, setLocale, t, useI18n } from '@/locales';
import styles from './locale-switch.module.css';
import { PlainButton } from '@/components/plain-button/PlainButton';

/**
 * The locale picker for screens that must stay light (login): a small menu button written
 * here, because antd's Dropdown brings its whole menu code along. Same roles as the
 * header's picker: a button named "language" opening menu items.
 */
export function LocaleSwitch() {
  const { locale } = useI18n();
  const { token } = theme.useToken();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  return (
    <div ref={rootRef} className={styles.root}>
      <PlainButton
        variant="text"
        icon={<GlobalOutlined />}
        // Named by the language it shows, then by what it is for, as the header's picker.
        aria-label={t('common.labelWithPurpose', { label: t(`common.localeName.${locale}`), purpose: t('common.chooseLanguage') })}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        {t(`common.localeName.${locale}`)}
      </PlainButton>
      {open ? (
        <ul
          id={menuId}
          role="menu"
          className={styles.menu}
          style={
            {
              background: token.colorBgElevated,
              borderRadius: token.borderRadiusLG,
              boxShadow: token.boxShadowSecondary,
              '--locale-item-hover': token.controlItemBgHover,
            } as CSSProperties
          }
        >
          {LOCALES.map((id) => (
            <li
              key={id}
              role="menuitem"
              aria-current={id === locale ? true : undefined}
              lang={LOCALE_TAGS[id]}
              tabIndex={0}
              className={styles.item}
              style={{
                color: id === locale ? token.colorPrimary : token.colorText,
                borderRadius: token.borderRadiusSM,
              }}
              onClick={() => {
                setOpen(false);
                void setLocale(id);
              }}
              onKeyDown={(event) => {
                if (event.key === 'Enter' || event.key === ' ') {
                  event.preventDefault();
                  setOpen(false);
                  void setLocale(id);
                }
              }}
            >
              {t(`common.localeName.${id}`)}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
