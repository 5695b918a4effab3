/**
 * The live login view takes over from the pre-rendered copy the page may have started with
 * (build/first-paint/): what was typed there, and where the caret was, then the copy goes.
 */
export const FIRST_PAINT_ID = 'first-paint';
/** The copy's ids are the live ones with this prefix. */
export const FIRST_PAINT_ID_PREFIX = `${FIRST_PAINT_ID}-`;

export interface FirstPaintField {
  value: string;
  focused: boolean;
  selectionStart: number | null;
  selectionEnd: number | null;
}

function layer(): HTMLElement | null {
  return typeof document === 'undefined' ? null : document.getElementById(FIRST_PAINT_ID);
}

/** Whether the page still shows the pre-rendered copy. */
export function hasFirstPaint(): boolean {
  return layer() !== null;
}

/** The copy's field whose live counterpart has this id (e.g. `login-username`), if the copy is still there. */
export function readFirstPaintField(liveId: string): FirstPaintField | undefined {
  const input = layer()?.querySelector<HTMLInputElement>(`#${FIRST_PAINT_ID_PREFIX}${liveId}`);
  if (!input) return undefined;
  return {
    value: input.value,
    focused: document.activeElement === input,
    selectionStart: input.selectionStart,
    selectionEnd: input.selectionEnd,
  };
}

/** Puts the caret where it was in the copy (call once the live input is in the document). */
export function restoreFocus(input: HTMLInputElement | null, field: FirstPaintField | undefined): void {
  if (!input || !field?.focused) return;
  input.focus();
  if (field.selectionStart !== null && field.selectionEnd !== null) {
    input.setSelectionRange(field.selectionStart, field.selectionEnd);
  }
}

/** Marks the copy's submit button (its forms cannot submit, see build/first-paint/first-paint-markup.ts). */
export const FIRST_PAINT_SUBMIT_ATTRIBUTE = 'data-first-paint-submit';
const SUBMIT_REQUESTED_ATTRIBUTE = 'data-submit-requested';

/** The copy's other buttons clicked before the app was up, by name, oldest first. */
let earlyClicks: string[] = [];

/** What names a button for replay: its aria-label (the icon buttons), else its text. */
function buttonName(button: Element): string {
  return button.getAttribute('aria-label') ?? button.textContent?.trim() ?? '';
}

/**
 * Run by the entry as soon as it runs: a click on the copy's submit button, or Enter in one of its
 * fields, is remembered, and the live form submits when it takes over. A click on another button of
 * the copy (the language switch, show password) is remembered too and replayed on the live button
 * (replayEarlyClicks), so it is not lost because the app was a moment late.
 */
export function catchEarlyActions(): void {
  const copy = layer();
  if (!copy) return;
  earlyClicks = [];
  const request = () => copy.setAttribute(SUBMIT_REQUESTED_ATTRIBUTE, '');
  copy.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest?.('button');
    if (!button) return;
    if (button.hasAttribute(FIRST_PAINT_SUBMIT_ATTRIBUTE)) request();
    else if (buttonName(button)) earlyClicks.push(buttonName(button));
  });
  copy.addEventListener('keydown', (event) => {
    if (event.key === 'Enter' && (event.target as Element | null)?.tagName === 'INPUT') request();
  });
}

/** The early clicks not yet replayed; taking them empties the list. */
export function takeEarlyClicks(): string[] {
  const taken = earlyClicks;
  earlyClicks = [];
  return taken;
}

/**
 * Clicks the live buttons named like the copy's buttons that were clicked early, in order. A name
 * that no longer names exactly one enabled button in `root` is skipped rather than guessed at.
 */
export function replayEarlyClicks(names: string[], root: ParentNode = document): void {
  for (const name of names) {
    const matches = [...root.querySelectorAll('button')].filter(
      (button) => !button.closest(`#${FIRST_PAINT_ID}`) && buttonName(button) === name,
    );
    if (matches.length === 1 && !matches[0]!.disabled) matches[0]!.click();
  }
}

/** Whether the user asked the copy to submit before the live form was there. */
export function firstPaintSubmitRequested(): boolean {
  return layer()?.hasAttribute(SUBMIT_REQUESTED_ATTRIBUTE) ?? false;
}

/** Removes the copy; harmless when there is none. */
export function removeFirstPaint(): void {
  layer()?.remove();
}
