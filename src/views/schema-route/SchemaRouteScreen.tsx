import { useCallback } from 'react';
import type { PageBody, PagePermission } from '@contract/generated/page-schema';
import { usePermission } from '@/hooks/use-permission';
import { RendererAccessProvider } from '@/renderer/core/access';
import { SchemaBody } from '@/renderer/SchemaBody';
import { pagePermissionValue } from '@/router/permission/access';

/**
 * The screen of a route drawn from its page schema: SchemaBody inside the page's access rules. What a
 * body declares with `permission` follows the console's access rules (spec §6): its roles in ROLE and
 * ROUTE_MAPPING mode, its codes in BACK mode (the page's menu access list). The server checks every
 * call regardless.
 */
export default function SchemaRouteScreen({ body }: { body: PageBody }) {
  const { hasPermission, mode } = usePermission();
  const can = useCallback(
    (permission: PagePermission | undefined) => hasPermission(pagePermissionValue(permission, mode)),
    [hasPermission, mode],
  );
  return (
    <RendererAccessProvider can={can}>
      <SchemaBody body={body} />
    </RendererAccessProvider>
  );
}
