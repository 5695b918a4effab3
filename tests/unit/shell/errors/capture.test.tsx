import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from '@/components/error-boundary/ErrorBoundary';
import { clearErrorLog, errorLogStore } from '@/store/error-log-store';
import { installErrorCapture } from '@/utils/error-log/install-error-capture';
import { lastNetworkFailureAt } from '@/utils/error-log/network-status';
import { flushErrorCapture } from '@/utils/error-log/record-error';
import { reportApiError } from '@/utils/error-log/report-errors';
import { ApiRequestError } from '@/utils/http/api-request-error';

let enabled = true;
let uninstall: () => void;

/** The log once everything captured so far was recorded (the recorder's code loads on first use). */
async function entries() {
  await flushErrorCapture();
  return errorLogStore.getState().entries;
}

function rejection(reason: unknown): Event {
  // jsdom has no PromiseRejectionEvent; the capture reads only `reason`.
  return Object.assign(new Event('unhandledrejection'), { reason, promise: Promise.resolve() });
}

beforeEach(() => {
  enabled = true;
  uninstall = installErrorCapture(() => enabled);
  clearErrorLog();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  uninstall();
  vi.restoreAllMocks();
});

describe('error capture', () => {
  it('logs a script error with its name, file and position, message, stack and the page', async () => {
    const error = new TypeError('x is not a function');
    window.dispatchEvent(
      new ErrorEvent('error', {
        message: 'Uncaught TypeError: x is not a function',
        filename: 'https://console.example/assets/app.js',
        lineno: 12,
        colno: 5,
        error,
      }),
    );
    expect(await entries()).toHaveLength(1);
    expect((await entries())[0]).toMatchObject({
      type: 'script',
      name: 'TypeError',
      file: 'https://console.example/assets/app.js:12:5',
      message: 'Uncaught TypeError: x is not a function',
      stack: error.stack,
      url: window.location.href,
    });
  });

  it('ignores a script error without a source (a cross-origin "Script error.")', async () => {
    window.dispatchEvent(new ErrorEvent('error', { message: 'Script error.', filename: '', lineno: 0, colno: 0 }));
    expect(await entries()).toEqual([]);
  });

  it('logs a rejected promise nobody handled, whether the reason is an Error or not', async () => {
    window.dispatchEvent(rejection(new RangeError('too far')));
    window.dispatchEvent(rejection({ code: 7 }));
    const [plain, error] = await entries();
    expect(error).toMatchObject({ type: 'promise', name: 'RangeError', message: 'too far' });
    expect(error.stack).toContain('too far');
    expect(plain).toMatchObject({ type: 'promise', name: 'UnhandledRejection', message: '{"code":7}', detail: 'reason: object' });
  });

  it('logs an image, script or style sheet that failed to load, with its address', async () => {
    const image = document.createElement('img');
    image.src = '/assets/missing-logo.png';
    const script = document.createElement('script');
    script.src = '/assets/gone.js';
    document.body.append(image, script);
    image.dispatchEvent(new Event('error'));
    script.dispatchEvent(new Event('error'));
    image.remove();
    script.remove();
    expect((await entries()).map((entry) => [entry.type, entry.name, entry.file])).toEqual([
      ['resource', 'script', `${window.location.origin}/assets/gone.js`],
      ['resource', 'img', `${window.location.origin}/assets/missing-logo.png`],
    ]);
  });

  it('logs a failed API call, but not a business answer or a cancelled call', async () => {
    reportApiError(
      new ApiRequestError({ kind: 'http', httpStatus: 500, code: 500, msg: 'The server had an internal error.', shown: true }),
      '/api/v1/app_list',
    );
    reportApiError(new ApiRequestError({ kind: 'business', code: 100001, msg: 'Wrong password', shown: true }), '/api/v1/auth/login');
    reportApiError(new ApiRequestError({ kind: 'cancelled', msg: '', shown: false }), '/api/v1/app_list');
    expect(await entries()).toHaveLength(1);
    expect((await entries())[0]).toMatchObject({
      type: 'ajax',
      name: 'ApiRequestError',
      file: '/api/v1/app_list',
      message: 'The server had an internal error.',
      detail: 'kind: http, HTTP 500, code 500',
    });
  });

  it('logs an API failure once even when the caller leaves the rejection unhandled too', async () => {
    const error = new ApiRequestError({ kind: 'timeout', msg: 'No answer in time', shown: true });
    reportApiError(error, '/api/v1/get_app');
    window.dispatchEvent(rejection(error));
    expect((await entries()).map((entry) => entry.type)).toEqual(['ajax']);
  });

  it('notes a call that got no answer at all as a network failure', async () => {
    const before = Date.now();
    reportApiError(new ApiRequestError({ kind: 'network', msg: 'Network error', shown: true }), '/api/v1/app_list');
    expect(lastNetworkFailureAt()).toBeGreaterThanOrEqual(before);
  });

  it('logs a component that throws while rendering, with the component tree, and shows the fallback', async () => {
    function Broken(): never {
      throw new Error('cannot draw');
    }
    render(
      <ErrorBoundary fallback={() => <p>fallback shown</p>}>
        <Broken />
      </ErrorBoundary>,
    );
    expect(screen.getByText('fallback shown')).toBeTruthy();
    const logged = (await entries()).filter((entry) => entry.type === 'vue');
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ name: 'Error', message: 'cannot draw' });
    expect(logged[0].detail).toContain('Broken');
  });

  it('records nothing while capture is off (project config useErrorHandle)', async () => {
    enabled = false;
    window.dispatchEvent(new ErrorEvent('error', { message: 'boom', filename: 'https://console.example/a.js', error: new Error('boom') }));
    window.dispatchEvent(rejection(new Error('nope')));
    reportApiError(new ApiRequestError({ kind: 'http', httpStatus: 502, msg: 'Bad gateway', shown: true }), '/api/v1/x');
    expect(await entries()).toEqual([]);
  });

  it('stops listening when uninstalled', async () => {
    uninstall();
    window.dispatchEvent(rejection(new Error('after uninstall')));
    expect(await entries()).toEqual([]);
  });
});
