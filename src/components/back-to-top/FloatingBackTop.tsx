import { FloatButton } from 'antd';
import { t } from '@/locales';
import { BACK_TO_TOP_FROM } from './back-to-top-from';

/** antd's back-to-top button: shows from BACK_TO_TOP_FROM px of scroll, takes the window back to the top. */
export default function FloatingBackTop() {
  return <FloatButton.BackTop visibilityHeight={BACK_TO_TOP_FROM} aria-label={t('layout.backToTop')} tooltip={t('layout.backToTop')} />;
}
