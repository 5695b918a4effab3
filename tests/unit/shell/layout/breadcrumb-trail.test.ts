import { describe, expect, it } from 'vitest';
import { breadcrumbTrail } from '@/components/breadcrumb/breadcrumb-trail';
import { pageSchemas } from '../../ui/support/fixtures';

describe('breadcrumb trail from the route meta', () => {
  it('names the section (with its icon, leading to its landing page) and then the page', () => {
    expect(breadcrumbTrail(pageSchemas(), '/workorder/commit')).toEqual([
      {
        title: 'menu.workorder',
        icon: expect.any(String),
        to: '/workorder/index',
      },
      { title: 'menu.workorder.commit' },
    ]);
  });

  it('does not link the section to the page already shown', () => {
    const [section] = breadcrumbTrail(pageSchemas(), '/workorder/index');
    expect(section.to).toBeUndefined();
  });

  it('is empty for a path no page schema knows', () => {
    expect(breadcrumbTrail(pageSchemas(), '/nowhere')).toEqual([]);
  });
});

describe('breadcrumb trail over nested route records', () => {
  const routes = [
    {
      path: '/systems',
      meta: { title: 'menu.systems', icon: 'SettingOutlined' },
      children: [
        {
          path: '/systems/sub',
          redirect: '/systems/sub/accounts/role',
          meta: { title: 'menu.systems.sub' },
          children: [{ path: '/systems/sub/accounts/role', meta: { title: 'menu.systems.role' } }],
        },
      ],
    },
  ];

  it('names every titled ancestor, each leading to its landing page', () => {
    expect(breadcrumbTrail(routes, '/systems/sub/accounts/role/')).toEqual([
      { title: 'menu.systems', icon: 'SettingOutlined', to: '/systems/sub' },
      { title: 'menu.systems.sub' },
      { title: 'menu.systems.role' },
    ]);
  });
});
