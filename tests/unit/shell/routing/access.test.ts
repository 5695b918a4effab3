import { describe, expect, it } from 'vitest';
import type { AdminAccess } from '@contract/generated/types';
import { accessKeys, hasPermission, pagePermissionValue } from '@/router/permission/access';

const ctx = (mode: string) => ({ mode, roles: ['master'], codes: ['channel:edit', '17'] });

describe('button permissions (spec §6)', () => {
  it('allows an empty requirement in every mode', () => {
    for (const mode of ['ROLE', 'ROUTE_MAPPING', 'BACK']) {
      expect(hasPermission(undefined, ctx(mode))).toBe(true);
      expect(hasPermission('', ctx(mode))).toBe(true);
      expect(hasPermission([], ctx(mode))).toBe(true);
    }
  });

  it('checks roles in ROLE and ROUTE_MAPPING: a single role, or any of a list', () => {
    for (const mode of ['ROLE', 'ROUTE_MAPPING']) {
      expect(hasPermission('master', ctx(mode))).toBe(true);
      expect(hasPermission('official', ctx(mode))).toBe(false);
      expect(hasPermission(['official', 'master'], ctx(mode))).toBe(true);
      expect(hasPermission(['official', 'admin'], ctx(mode))).toBe(false);
      // A permission code is not a role.
      expect(hasPermission('channel:edit', ctx(mode))).toBe(false);
    }
  });

  it('checks permission codes in BACK', () => {
    expect(hasPermission('channel:edit', ctx('BACK'))).toBe(true);
    expect(hasPermission('channel:view', ctx('BACK'))).toBe(false);
    expect(hasPermission(['channel:view', '17'], ctx('BACK'))).toBe(true);
    expect(hasPermission('master', ctx('BACK'))).toBe(false);
  });

  it('allows everything in another mode', () => {
    expect(hasPermission('anything', ctx('OTHER'))).toBe(true);
  });

  it("takes a page schema's roles in ROLE/ROUTE_MAPPING and its codes in BACK", () => {
    const permission = { roles: ['official'] as ['official'], codes: ['channel:edit'] as [string] };
    expect(pagePermissionValue(permission, 'ROUTE_MAPPING')).toEqual(['official']);
    expect(pagePermissionValue(permission, 'ROLE')).toEqual(['official']);
    expect(pagePermissionValue(permission, 'BACK')).toEqual(['channel:edit']);
    expect(pagePermissionValue(undefined, 'BACK')).toBeUndefined();
  });

  it("keys a menu's access entries by auth_code, or by id without one, children included", () => {
    const entry = (id: number, auth_code: string, children?: AdminAccess[]): AdminAccess => ({
      id,
      menu_id: 1,
      parent_id: null,
      label: 'access.view',
      auth_code,
      created_at: '2026-01-01T00:00:00Z',
      ...(children ? { children } : {}),
    });
    expect(accessKeys([entry(1, 'channel:view', [entry(2, ''), entry(3, 'channel:edit')])])).toEqual(['channel:view', '2', 'channel:edit']);
    expect(accessKeys(undefined)).toEqual([]);
  });
});
