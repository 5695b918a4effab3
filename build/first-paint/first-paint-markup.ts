/**
 * Turns the login screen as the console rendered it (in jsdom, at build time) into static markup
 * that index.html can show before any script runs. The copy must not clash with, or act for, the
 * live form React mounts a moment later:
 * - ids (and the attributes that point at them) get a prefix, so labels and ARIA references stay
 *   inside the copy and `#login-password` means the live input only;
 * - forms become plain containers and submit buttons plain buttons, so Enter or a click before the
 *   app is ready cannot send the credentials anywhere (a native submit would put them in the URL);
 *   the entry notes such a request instead (catchEarlyActions) and the live form then submits;
 * - the first text input gets `autofocus` (React focuses with script, which has not run yet).
 */
import { FIRST_PAINT_ID_PREFIX as ID_PREFIX, FIRST_PAINT_SUBMIT_ATTRIBUTE } from '../../src/views/login/first-paint/take-over';

const ID_REFERENCES = ['for', 'aria-describedby', 'aria-labelledby', 'aria-controls'];

export function toStaticMarkup(source: Element): string {
  const copy = source.cloneNode(true) as Element;
  const doc = copy.ownerDocument;

  for (const element of [copy, ...copy.querySelectorAll('*')]) {
    if (element.id) element.id = `${ID_PREFIX}${element.id}`;
    for (const name of ID_REFERENCES) {
      const value = element.getAttribute(name);
      if (value)
        element.setAttribute(
          name,
          value
            .split(/\s+/)
            .map((id) => `${ID_PREFIX}${id}`)
            .join(' '),
        );
    }
  }

  for (const form of [...copy.querySelectorAll('form')]) {
    const container = doc.createElement('div');
    for (const attribute of [...form.attributes]) {
      if (!['action', 'method', 'novalidate', 'name', 'target'].includes(attribute.name)) {
        container.setAttribute(attribute.name, attribute.value);
      }
    }
    container.append(...form.childNodes);
    form.replaceWith(container);
  }
  for (const button of copy.querySelectorAll('button[type="submit"], input[type="submit"]')) {
    button.setAttribute('type', 'button');
    button.setAttribute(FIRST_PAINT_SUBMIT_ATTRIBUTE, '');
  }

  const firstField = copy.querySelector('input:not([type="hidden"]):not([type="checkbox"]):not([type="radio"])');
  firstField?.setAttribute('autofocus', '');

  return copy.innerHTML;
}
