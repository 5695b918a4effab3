import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PageDescriptions, PageDetailsBody, PageForm } from '@contract/generated/page-schema';
import { SchemaDetailsDrawer } from '@/renderer/details/SchemaDetailsDrawer';
import { SchemaDetailsPage } from '@/renderer/details/SchemaDetailsPage';
import { jsonBody, ok, resetApi, startApiServer, stopApiServer, type ScriptedServer } from '../form/support/api-server';
import { locationNow, renderInApp, text } from '../form/support/render-app';

let server: ScriptedServer;
beforeAll(async () => {
  server = await startApiServer();
});
afterAll(() => stopApiServer(server));
beforeEach(() => resetApi(server));

const noticeDetails: PageDescriptions = {
  title: 'notice.detailsTitle',
  operation: 'noticeDetail',
  params: { id: '$query.id' },
  fields: [
    { field: 'title', title: 'notice.field.title' },
    {
      field: 'level',
      title: 'notice.field.level',
      valueType: 'enum',
      options: [
        { value: 'info', label: 'notice.level.info', status: 'default' },
        { value: 'important', label: 'notice.level.important', status: 'error' },
      ],
    },
    { field: 'content', title: 'notice.field.content' },
  ],
  actions: [
    {
      kind: 'operation',
      label: 'notice.action.markRead',
      operation: 'noticeRead',
      params: { ids: ['$row.id'] },
      success: 'notice.markedRead',
      visibleWhen: { field: 'read', op: 'falsy' },
    },
    { kind: 'link', label: 'notice.action.back', target: '/notice/index' },
  ],
};

const notice = {
  id: 3,
  title: 'Maintenance tonight',
  content: 'The console is down 2:00-3:00.',
  level: 'important',
  read: false,
  created_at: '2025-01-02T03:04:05Z',
};

const labelCell = (label: string) => screen.getByText(label).closest('tr') as HTMLElement;

describe('details', { timeout: 20_000 }, () => {
  it('shows the record named by the URL and runs its actions', async () => {
    let read = false;
    server.answer('/api/v1/notice/detail', () => ok({ ...notice, read }));
    server.answer('/api/v1/notice/read', () => {
      read = true;
      return ok({ updated: 1 });
    });
    const body: PageDetailsBody = { type: 'details', details: noticeDetails };
    renderInApp(
      <Routes>
        <Route path="/notice/details" element={<SchemaDetailsPage body={body} />} />
        <Route path="*" element={<p>another page</p>} />
      </Routes>,
      { route: '/notice/details?id=3' },
    );

    expect(await screen.findByText('Maintenance tonight')).toBeTruthy();
    expect(server.hitsOf('/api/v1/notice/detail')[0].query.get('id')).toBe('3');
    expect(screen.getByText(text('notice.detailsTitle'))).toBeTruthy();
    expect(within(labelCell(text('notice.field.level'))).getByText(text('notice.level.important'))).toBeTruthy();
    expect(within(labelCell(text('notice.field.content'))).getByText(notice.content)).toBeTruthy();

    fireEvent.click(screen.getByText(text('notice.action.markRead')));
    await server.waitForHits('/api/v1/notice/read', 1);
    expect(jsonBody(server.hitsOf('/api/v1/notice/read')[0])).toEqual({ ids: [3] });
    expect(await screen.findByText(text('notice.markedRead'))).toBeTruthy();
    // The record is read again, and the action no longer applies to it.
    await server.waitForHits('/api/v1/notice/detail', 2);
    await waitFor(() => expect(screen.queryByText(text('notice.action.markRead'))).toBeNull());

    fireEvent.click(screen.getByText(text('notice.action.back')));
    expect(await screen.findByText('another page')).toBeTruthy();
    expect(locationNow()).toBe('/notice/index');
  });

  it('shows an error with a retry when the record cannot be loaded', async () => {
    server.answer('/api/v1/notice/detail', (_hit, count) =>
      count === 1 ? { body: { code: 100500, msg: 'Busy, try again', data: null } } : ok(notice),
    );
    renderInApp(<SchemaDetailsPage body={{ type: 'details', details: noticeDetails }} />, { route: '/notice/details?id=3' });
    fireEvent.click(await screen.findByText(text('renderer.state.retry')));
    expect(await screen.findByText('Maintenance tonight')).toBeTruthy();
  });

  it('shows a row in a drawer without asking the server, and opens the edit form of its list', async () => {
    const row = { id: 7, name: 'Spring sale', code: 'spring', state: 'enabled', install_count: 1234 };
    const drawer: PageDescriptions = {
      title: 'channel.listTitle',
      fields: [
        { field: 'name', title: 'channel.field.name' },
        { field: 'code', title: 'channel.field.code', valueType: 'copy' },
        { field: 'install_count', title: 'channel.field.installCount', valueType: 'number' },
      ],
      actions: [{ kind: 'modal', label: 'channel.action.edit', target: 'edit' }],
    };
    const modals: Record<string, PageForm> = {
      edit: {
        title: 'channel.modal.edit',
        operation: 'channelEdit',
        initialValues: { name: '$row.name' },
        submitParams: { id: '$row.id' },
        fields: [{ field: 'name', title: 'channel.field.name', required: true }],
      },
    };
    server.answer('/api/v1/channel/edit', ok({ ...row, name: 'Summer sale' }));
    const { rerender } = renderInApp(
      <SchemaDetailsDrawer spec={drawer} open={false} scope={{ row }} onClose={() => undefined} modals={modals} />,
    );
    expect(screen.queryByText('Spring sale')).toBeNull();

    rerender(<SchemaDetailsDrawer spec={drawer} open scope={{ row }} onClose={() => undefined} modals={modals} />);
    expect(await screen.findByText('Spring sale')).toBeTruthy();
    expect(within(labelCell(text('channel.field.installCount'))).getByText('1,234')).toBeTruthy();
    expect(server.hits.filter((hit) => hit.path !== '/api/v1/console/entities')).toHaveLength(0);

    fireEvent.click(screen.getByText(text('channel.action.edit')));
    const name = (await screen.findByLabelText(text('channel.field.name'))) as HTMLInputElement;
    expect(name.value).toBe('Spring sale');
    fireEvent.change(name, { target: { value: 'Summer sale' } });
    fireEvent.click(screen.getByText(text('renderer.form.submit')));
    await server.waitForHits('/api/v1/channel/edit', 1);
    expect(jsonBody(server.hitsOf('/api/v1/channel/edit')[0])).toEqual({ id: 7, name: 'Summer sale' });
  });
  it('opens a form the details page declares in its own modals, and reads the record again after it succeeds', async () => {
    let quota = 1000;
    server.answer('/api/v1/packages/check_usage_packages', () => ok({ has_package: true, plan_name: 'Starter', install_quota: quota }));
    server.answer('/api/v1/packages/renew_package', () => {
      quota = 3000;
      return ok({});
    });
    const body: PageDetailsBody = {
      type: 'details',
      details: {
        title: 'package.benefitsTitle',
        operation: 'checkUsagePackages',
        fields: [
          { field: 'plan_name', title: 'package.field.currentPlan' },
          { field: 'install_quota', title: 'package.field.installQuota', valueType: 'number' },
        ],
        actions: [
          { kind: 'modal', label: 'package.action.buy', target: 'buy', visibleWhen: { field: 'has_package', op: 'falsy' } },
          { kind: 'modal', label: 'package.action.renew', target: 'renew', visibleWhen: { field: 'has_package', op: 'truthy' } },
        ],
      },
      modals: {
        renew: {
          title: 'package.modal.renew',
          operation: 'renewPackage',
          success: 'package.renewed',
          initialValues: { periods: 2 },
          fields: [{ field: 'periods', title: 'package.field.periods', widget: 'NumberPicker', required: true }],
        },
      },
    };
    renderInApp(<SchemaDetailsPage body={body} />, { route: '/packages/index' });

    expect(await screen.findByText('1,000')).toBeTruthy();
    expect(screen.queryByText(text('package.action.buy'))).toBeNull();
    fireEvent.click(screen.getByText(text('package.action.renew')));
    expect(await screen.findByText(text('package.modal.renew'))).toBeTruthy();
    fireEvent.click(screen.getByText(text('renderer.form.submit')));
    await server.waitForHits('/api/v1/packages/renew_package', 1);
    expect(jsonBody(server.hitsOf('/api/v1/packages/renew_package')[0])).toEqual({ periods: 2 });
    expect(await screen.findByText('3,000')).toBeTruthy();
  });
});
