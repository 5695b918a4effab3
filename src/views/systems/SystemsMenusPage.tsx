import SchemaRouteScreen from '../schema-route/SchemaRouteScreen';
import { MENUS_PAGE_BODY } from './menus-page-body';

/** /systems/sub/accounts/auth: the menus of the BACK permission mode, as a schema page. */
export default function SystemsMenusPage() {
  return <SchemaRouteScreen body={MENUS_PAGE_BODY} />;
}
