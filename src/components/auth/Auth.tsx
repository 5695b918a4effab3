import type { ReactNode } from 'react';
import { usePermission } from '@/hooks/use-permission';
import type { PermissionValue } from '@/router/permission/access';

interface Props {
  /** A role (ROLE, ROUTE_MAPPING) or permission code (BACK), or several of which any one suffices. */
  value?: PermissionValue;
  children: ReactNode;
}

/**
 * Spec §6 auth directive: renders its children only with the permission (removed, not disabled).
 * An empty value allows.
 */
export function Auth({ value, children }: Props) {
  const { hasPermission } = usePermission();
  return hasPermission(value) ? <>{children}</> : null;
}
