import { t } from '@/locales';
import { useHomePath } from '@/router/use-home-path';
import { ExceptionResult } from './ExceptionResult';

/** BACK mode: the menu entry names a view the console does not have (spec §6 "unknown names"). */
export default function MissingViewScreen({ component }: { component: string }) {
  const homePath = useHomePath();
  return <ExceptionResult status={404} homePath={homePath} subTitle={t('exception.missingView', { component })} />;
}
