import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { addErrorLog, clearErrorLog, errorLogStore } from '@/store/error-log-store';
import { wireHttpLayer } from '@/store/http-wiring';
import { getProjectConfig, resetProjectConfig, updateProjectConfig } from '@/store/project-config-store';
import { installErrorCapture } from '@/utils/error-log/install-error-capture';
import ErrorLogPage from '@/views/error-log/ErrorLogPage';
import enErrorlog from '../../../../locales/en/errorlog.json';
import { loadSignedInMessages } from '../search/support/messages';

let uninstall: () => void;

beforeAll(async () => {
  await loadSignedInMessages('en');
  wireHttpLayer();
});
afterAll(() => vi.unstubAllGlobals());
beforeEach(() => {
  resetProjectConfig({ reload: () => undefined });
  uninstall = installErrorCapture(() => getProjectConfig().useErrorHandle);
  clearErrorLog();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  uninstall();
  vi.restoreAllMocks();
});

const rows = () => screen.getAllByRole('row').slice(1);

describe('error log page', { timeout: 20_000 }, () => {
  it('says capture is off by default and turns it on from the page', () => {
    render(<ErrorLogPage />);
    expect(screen.getByText(enErrorlog.captureOff)).toBeTruthy();
    const fire = screen.getByRole('button', { name: enErrorlog['fire.ajax'] });
    expect(fire.hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: enErrorlog.enableCapture }));
    expect(getProjectConfig().useErrorHandle).toBe(true);
    expect(screen.queryByText(enErrorlog.captureOff)).toBeNull();
    expect(fire.hasAttribute('disabled')).toBe(false);
  });

  it('lists entries newest first with type, message, file, page and time, and shows every field in the detail', async () => {
    updateProjectConfig({ useErrorHandle: true });
    act(() => {
      addErrorLog({
        type: 'resource',
        name: 'img',
        file: 'https://console.example/logo.png',
        message: '<img> https://console.example/logo.png',
        detail: '',
        stack: '',
      });
      addErrorLog({
        type: 'vue',
        name: 'TypeError',
        file: 'https://console.example/assets/a.js:3:9',
        message: 'list.map is not a function',
        detail: 'at AppList\nat Content',
        stack: 'TypeError: list.map is not a function\n    at AppList (a.js:3:9)',
        url: 'https://console.example/app/index',
      });
    });
    render(<ErrorLogPage />);
    expect(rows()).toHaveLength(2);
    const first = within(rows()[0]);
    expect(first.getByText(enErrorlog['type.vue'])).toBeTruthy();
    expect(first.getByText('list.map is not a function')).toBeTruthy();
    expect(first.getByText('https://console.example/assets/a.js:3:9')).toBeTruthy();
    expect(first.getByText('https://console.example/app/index')).toBeTruthy();
    expect(first.getByText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)).toBeTruthy();
    expect(within(rows()[1]).getByText(enErrorlog['type.resource'])).toBeTruthy();

    fireEvent.click(first.getByRole('button', { name: enErrorlog.details }));
    const dialog = await screen.findByRole('dialog', { name: enErrorlog.detailTitle });
    expect(within(dialog).getByText('TypeError')).toBeTruthy();
    const stack = [...dialog.querySelectorAll('pre')].map((pre) => pre.textContent);
    expect(stack).toEqual(['at AppList\nat Content', 'TypeError: list.map is not a function\n    at AppList (a.js:3:9)']);
  });

  it('clears the log after confirmation', async () => {
    addErrorLog({ type: 'script', name: 'Error', file: 'a.js:1:1', message: 'boom', detail: '', stack: '' });
    render(<ErrorLogPage />);
    fireEvent.click(screen.getByRole('button', { name: enErrorlog.clear }));
    const confirm = await screen.findByRole('tooltip');
    fireEvent.click(within(confirm).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(errorLogStore.getState().entries).toEqual([]));
    expect(screen.getByText(enErrorlog.empty)).toBeTruthy();
  });

  it('test buttons: a failed API call arrives through the HTTP layer, a render error stays in its box', async () => {
    updateProjectConfig({ useErrorHandle: true });
    render(<ErrorLogPage />);
    fireEvent.click(screen.getByRole('button', { name: enErrorlog['fire.ajax'] }));
    await waitFor(() => expect(within(rows()[0]).getByText(enErrorlog['type.ajax'])).toBeTruthy());
    expect(rows()).toHaveLength(1);
    expect(errorLogStore.getState().entries[0]).toMatchObject({
      type: 'ajax',
      file: '/api/v1/__error-log-test__',
      detail: 'kind: http, HTTP 404, code 404',
    });

    fireEvent.click(screen.getByRole('button', { name: enErrorlog['fire.vue'] }));
    expect(await screen.findByText(enErrorlog.testRenderFailed)).toBeTruthy();
    expect(screen.getByText(enErrorlog.title)).toBeTruthy(); // the page itself is still there
    await waitFor(() => expect(errorLogStore.getState().entries.map((entry) => entry.type)).toEqual(['vue', 'ajax']));
  });
});
