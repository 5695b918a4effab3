import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PageFormBody } from '@contract/generated/page-schema';
import appPages from '../../../../schemas/pages/app.json';
import { SchemaFormPage } from '@/renderer/form/SchemaFormPage';
import { jsonBody, ok, resetApi, startApiServer, stopApiServer, type ScriptedServer } from './support/api-server';
import { locationNow, renderInApp, text } from './support/render-app';

/** The app add/edit page as committed (schemas/pages/app.json). */
const appEdit = appPages.children.find((page) => page.path === '/app/edit')!.body as unknown as PageFormBody;

let server: ScriptedServer;
beforeAll(async () => {
  server = await startApiServer();
});
afterAll(() => stopApiServer(server));
beforeEach(() => {
  resetApi(server);
  server.answer('/api/v1/get_app_type', ok({ items: [{ value: 'shopping', label: 'Shopping' }] }));
});

const packageApp = (versions: string[]) =>
  ok({
    app_id: 'abc123',
    app_name: 'Shop',
    source: 'package',
    package_version: versions[0] ?? '',
    versions: versions.map((version) => ({ version, file_count: 3, size_bytes: 100, created_at: '2026-01-01T00:00:00Z' })),
  });

describe('the app form page', { timeout: 30_000 }, () => {
  it('reopens a new package app as its edit page, with the upload ready under version 1.0.0', async () => {
    server.answer('/api/v1/new_app', ok({ app_id: 'abc123', app_name: 'Shop', source: 'package' }));
    server.answer('/api/v1/get_app', packageApp([]));
    renderInApp(<SchemaFormPage body={appEdit} />, { route: '/app/edit' });

    fireEvent.change(await screen.findByLabelText(text('app.field.name')), { target: { value: 'Shop' } });
    fireEvent.click(await screen.findByText(text('app.source.package')));
    expect(await screen.findByText(text('renderer.upload.saveFirst'))).toBeTruthy();
    fireEvent.click(screen.getByText(text('renderer.form.submit')));

    await waitFor(() => expect(locationNow()).toBe('/app/edit?app_id=abc123'));
    expect(jsonBody(server.hitsOf('/api/v1/new_app')[0])).toMatchObject({ app_name: 'Shop', source: 'package' });
    const version = (await screen.findByLabelText(text('renderer.upload.newVersion'))) as HTMLInputElement;
    await waitFor(() => expect(version.value).toBe('1.0.0'));
    expect(screen.queryByText(text('renderer.upload.saveFirst'))).toBeNull();
    const choose = `${text('renderer.upload.choosePackage')}: ${text('app.field.package')}`;
    await waitFor(() => expect((screen.getByRole('button', { name: choose }) as HTMLButtonElement).disabled).toBe(false));
  });

  it('proposes the next version after the newest kept one, and keeps a typed one', async () => {
    server.answer('/api/v1/get_app', packageApp(['1.0.9', '1.0.8']));
    renderInApp(<SchemaFormPage body={appEdit} />, { route: '/app/edit?app_id=abc123' });
    const version = (await screen.findByLabelText(text('renderer.upload.newVersion'))) as HTMLInputElement;
    await waitFor(() => expect(version.value).toBe('1.0.10'));
    fireEvent.change(version, { target: { value: '2.0.0' } });
    expect(version.value).toBe('2.0.0');
  });
});
