import { useCurrentRoute } from '@/router/current-route';
import { ComingSoon } from '../exception/ComingSoon';

/**
 * The admin's systems area (accounts, roles, menus and permissions, logs): the routes and menu
 * entries exist; their screens come in a later release and say so.
 */
export default function SystemsPage() {
  const { meta } = useCurrentRoute();
  return <ComingSoon titleId={meta.title} />;
}
