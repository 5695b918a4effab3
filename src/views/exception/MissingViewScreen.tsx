import { t } from '@/locales';
import { homePathOf } from '@/router/guard/auth-guard';
import { useUserInfo } from '@/store/user-store';
import { ExceptionResult } from './ExceptionResult';

/** BACK mode: the menu entry names a view the console does not have (spec §6 "unknown names"). */
export default function MissingViewScreen({ component }: { component: string }) {
  const homePath = homePathOf(useUserInfo()?.homePath);
  return <ExceptionResult status={404} homePath={homePath} subTitle={t('exception.missingView', { component })} />;
}
