import { afterEach, describe, expect, it } from 'vitest';
import { holdEarlySubmits, takeEarlySubmit } from '@/views/login/first-paint/early-submit';

function submitForm(): boolean {
  const form = document.body.appendChild(document.createElement('form'));
  const event = new Event('submit', { bubbles: true, cancelable: true });
  form.dispatchEvent(event);
  form.remove();
  return event.defaultPrevented;
}

afterEach(() => {
  takeEarlySubmit();
});

describe('a submit of the pre-rendered login form before the app is up', () => {
  it('is held (never sent natively) and handed to the live form once', () => {
    holdEarlySubmits();
    expect(submitForm()).toBe(true);
    expect(takeEarlySubmit()).toBe(true);
    expect(takeEarlySubmit()).toBe(false);
  });

  it('is not held once the live form is up', () => {
    holdEarlySubmits();
    expect(takeEarlySubmit()).toBe(false);
    expect(submitForm()).toBe(false);
  });
});
