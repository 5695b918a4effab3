import { theme } from 'antd';
import { t } from '@/locales';
import { MenuType } from '@/settings/project-setting';
import { MENU_TYPES } from './menu-type-options';
import styles from './setting-drawer.module.css';

/** A small picture of each navigation mode: dark parts are menus, the light part is the content. */
function Picture({ type }: { type: MenuType }) {
  const dark = '#273352';
  const light = '#e8ecf3';
  const content = '#fff';
  return (
    <svg width="56" height="44" viewBox="0 0 56 44" aria-hidden="true" focusable="false">
      <rect width="56" height="44" rx="4" fill={content} />
      {type === MenuType.SIDEBAR ? (
        <>
          <rect x="0" y="0" width="14" height="44" rx="2" fill={dark} />
          <rect x="14" y="0" width="42" height="9" fill={light} />
        </>
      ) : null}
      {type === MenuType.MIX_SIDEBAR ? (
        <>
          <rect x="0" y="0" width="8" height="44" rx="2" fill={dark} />
          <rect x="8" y="0" width="12" height="44" fill="#5a6a8a" />
          <rect x="20" y="0" width="36" height="9" fill={light} />
        </>
      ) : null}
      {type === MenuType.MIX ? (
        <>
          <rect x="0" y="0" width="56" height="9" rx="2" fill={dark} />
          <rect x="0" y="9" width="14" height="35" fill="#5a6a8a" />
        </>
      ) : null}
      {type === MenuType.TOP_MENU ? <rect x="0" y="0" width="56" height="9" rx="2" fill={dark} /> : null}
    </svg>
  );
}

/** Radio group of the four navigation modes. */
export function MenuTypePicker({ value, onChange }: { value: MenuType; onChange(type: MenuType): void }) {
  const { token } = theme.useToken();
  return (
    <div role="radiogroup" aria-label={t('setting.navMode')} className={styles.menuTypes}>
      {MENU_TYPES.map((type) => {
        const checked = type === value;
        return (
          <button
            key={type}
            type="button"
            role="radio"
            aria-checked={checked}
            aria-label={t(`setting.menuType.${type}`)}
            title={t(`setting.menuType.${type}`)}
            className={styles.menuType}
            style={{
              outlineColor: checked ? token.colorPrimary : 'transparent',
              borderColor: token.colorBorder,
            }}
            onClick={() => onChange(type)}
          >
            <Picture type={type} />
          </button>
        );
      })}
    </div>
  );
}
