import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BackToTop } from '@/components/back-to-top/BackToTop';
import { requireMessages, setLocale } from '@/locales';
import { setToken } from '@/utils/cache';
import { installFakeApi } from '../../ui/support/fake-api';

function scrollWindowTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  Object.defineProperty(window, 'pageYOffset', { value: y, configurable: true });
  document.documentElement.scrollTop = y;
  fireEvent.scroll(window);
}

beforeEach(async () => {
  installFakeApi();
  setToken('token');
  await setLocale('en');
  await requireMessages('app');
});
afterEach(() => {
  cleanup();
  scrollWindowTo(0);
});

describe('back to top', () => {
  it('is not there at the top of the page and appears once the page has scrolled 400 px', async () => {
    render(
      <ConfigProvider theme={{ token: { motion: false } }}>
        <BackToTop />
      </ConfigProvider>,
    );
    scrollWindowTo(120);
    expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull();

    await act(async () => scrollWindowTo(640));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Back to top' })).toBeTruthy());
  });

  it('is there at once when the page opens already scrolled down', async () => {
    scrollWindowTo(900);
    render(
      <ConfigProvider theme={{ token: { motion: false } }}>
        <BackToTop />
      </ConfigProvider>,
    );
    expect(await screen.findByRole('button', { name: 'Back to top' })).toBeTruthy();
  });
});
