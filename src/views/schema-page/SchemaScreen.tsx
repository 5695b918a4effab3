import { useRequest } from 'ahooks';
import { useCallback } from 'react';
import { getPermCode } from '@/api/generated/client';
import type { PageBody, PagePermission } from '@/api/generated/page-schema';
import { RendererAccessProvider } from '@/renderer/core/access';
import { SchemaPage } from '@/renderer/SchemaPage';
import { rolesOf, useUserInfo } from '@/store/user-store';

/**
 * A route drawn from its page schema. Access: roles against the user's roles, codes against the
 * user's permission codes (spec §6); the server checks every call regardless.
 */
export default function SchemaScreen({ body }: { body: PageBody }) {
  const roles = rolesOf(useUserInfo());
  const { data: codes } = useRequest(() => getPermCode({ errorMessageMode: 'none' }), { cacheKey: 'perm-codes' });
  const can = useCallback(
    (permission: PagePermission | undefined) => {
      if (!permission) return true;
      if (permission.roles && !permission.roles.some((role) => roles.includes(role))) return false;
      if (permission.codes && !permission.codes.some((code) => codes?.includes(code))) return false;
      return true;
    },
    [roles, codes],
  );
  return (
    <RendererAccessProvider can={can}>
      <SchemaPage body={body} />
    </RendererAccessProvider>
  );
}
