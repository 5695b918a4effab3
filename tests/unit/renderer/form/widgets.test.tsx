import { fireEvent, screen } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PageForm } from '@contract/generated/page-schema';
import { SchemaFormModal } from '@/renderer/form/SchemaFormModal';
import { jsonBody, ok, resetApi, startApiServer, stopApiServer, type ScriptedServer } from './support/api-server';
import { renderInApp, text } from './support/render-app';

let server: ScriptedServer;
beforeAll(async () => {
  server = await startApiServer();
});
afterAll(() => stopApiServer(server));
beforeEach(() => resetApi(server));

describe('widgets', { timeout: 20_000 }, () => {
  it('previews image URLs and keeps yes/no boxes boolean', async () => {
    server.answer('/api/v1/channel/add', ok({ id: 1 }));
    const form: PageForm = {
      title: 'channel.modal.create',
      operation: 'channelAdd',
      fields: [
        { field: 'icon', title: 'fixture.icon', widget: 'ImageUrl' },
        { field: 'agree', title: 'fixture.agree', widget: 'Checkbox' },
      ],
    };
    renderInApp(<SchemaFormModal form={form} open scope={{}} onClose={() => undefined} />, {
      messages: { 'fixture.icon': 'Icon', 'fixture.agree': 'I agree' },
    });

    // ImageUrl and Checkbox load on first use.
    fireEvent.change(await screen.findByLabelText('Icon'), { target: { value: 'javascript:alert(1)' } });
    expect(screen.queryByAltText(text('renderer.form.imagePreview'))).toBeNull();
    fireEvent.change(screen.getByLabelText('Icon'), { target: { value: 'https://cdn.example.com/icon.png' } });
    expect((screen.getByAltText(text('renderer.form.imagePreview')) as HTMLImageElement).src).toBe('https://cdn.example.com/icon.png');

    fireEvent.click(await screen.findByLabelText('I agree'));
    fireEvent.click(screen.getByText(text('renderer.form.submit')));
    await server.waitForHits('/api/v1/channel/add', 1);
    expect(jsonBody(server.hitsOf('/api/v1/channel/add')[0])).toEqual({ icon: 'https://cdn.example.com/icon.png', agree: true });
  });

  it('Tree draws the nested items of its operation and sends the checked keys, a parent checking all below it', async () => {
    server.answer(
      '/admin/v1/role/grant_tree',
      ok({
        items: [
          { key: 'menu:1', title: 'fixture.reviews', children: [{ key: 'access:5', title: 'Reply', children: [] }] },
          { key: 'menu:2', title: 'Installs', children: [] },
        ],
      }),
    );
    server.answer('/admin/v1/role/add', ok({ id: 9 }));
    const form: PageForm = {
      title: 'role.modal.add',
      operation: 'adminRoleAdd',
      submitParams: { code: 'desk', name: 'Desk', base: 'official' },
      fields: [
        {
          field: 'grants',
          title: 'fixture.grants',
          widget: 'Tree',
          optionsFrom: { operation: 'adminRoleGrantTree', itemsField: 'items', valueField: 'key', labelField: 'title' },
        },
      ],
    };
    renderInApp(<SchemaFormModal form={form} open scope={{}} onClose={() => undefined} />, {
      messages: { 'fixture.grants': 'Grants', 'fixture.reviews': 'Reviews' },
    });

    // The title is a locale id, translated; plain text stays as it is.
    const reviews = await screen.findByText('Reviews');
    expect(screen.getByText('Installs')).toBeTruthy();
    fireEvent.click(reviews.closest('.ant-tree-treenode')!.querySelector('.ant-tree-checkbox')!);
    fireEvent.click(screen.getByText(text('renderer.form.submit')));
    await server.waitForHits('/admin/v1/role/add', 1);
    const sent = jsonBody(server.hitsOf('/admin/v1/role/add')[0]) as { grants: string[] };
    expect([...sent.grants].sort()).toEqual(['access:5', 'menu:1']);
  });
});
