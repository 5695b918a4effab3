import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Button, Layout, theme } from 'antd';
import { AppSearchButton } from '@/components/app-search/AppSearchButton';
import { LocalePicker } from '@/components/locale-picker/LocalePicker';
import { t } from '@/locales';
import { ContactButton } from './ContactButton';
import styles from './header.module.css';
import { NoticeButton } from './NoticeButton';
import { UserDropdown } from './UserDropdown';
import { WorkOrderButton } from './WorkOrderButton';

interface Props {
  isMobile: boolean;
  collapsed: boolean;
  /** False when there is no side menu to fold (top-menu layout) or its trigger is elsewhere. */
  showTrigger: boolean;
  onToggleMenu(): void;
}

/** Light header: menu trigger on the left; notice, contact-us, work order, locale and user on the right. */
export function LayoutHeader({ isMobile, collapsed, showTrigger, onToggleMenu }: Props) {
  const { token } = theme.useToken();
  return (
    <Layout.Header className={styles.header} style={{ borderBottom: `1px solid ${token.colorBorderSecondary}` }}>
      {showTrigger ? (
        <Button
          type="text"
          icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
          onClick={onToggleMenu}
          aria-label={collapsed ? t('layout.expandMenu') : t('layout.collapseMenu')}
        />
      ) : (
        <span />
      )}
      <div className={styles.actions}>
        <AppSearchButton />
        <NoticeButton />
        <ContactButton />
        <WorkOrderButton />
        <LocalePicker showLabel={!isMobile} />
        <UserDropdown compact={isMobile} />
      </div>
    </Layout.Header>
  );
}
