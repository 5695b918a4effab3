import { FloatButton } from 'antd';
import { t } from '@/locales';

/** Appears once the page has scrolled 400 px; takes the window back to the top. */
export function BackToTop() {
  return (
    <FloatButton.BackTop visibilityHeight={400} aria-label={t('layout.backToTop')} tooltip={t('layout.backToTop')} />
  );
}
