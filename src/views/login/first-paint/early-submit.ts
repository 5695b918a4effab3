/**
 * The pre-rendered login screen (build/first-paint/) is a real form before the app hydrates it: Enter
 * or its button would submit it natively, with the credentials in the URL. The entry (main.tsx)
 * holds such a submit from the start; the live form takes the request when it is up
 * (takeEarlySubmit) and submits itself.
 */
let requested = false;
let holding = false;

function hold(event: Event): void {
  if (!(event.target instanceof HTMLFormElement)) return;
  event.preventDefault();
  requested = true;
}

/** Run by the entry: from now until the live form is up, a form submit is held instead of sent. */
export function holdEarlySubmits(doc: Document = document): void {
  if (holding) return;
  holding = true;
  requested = false;
  doc.addEventListener('submit', hold, true);
}

/** The live form is up: stop holding; returns whether a submit was asked for meanwhile. */
export function takeEarlySubmit(doc: Document = document): boolean {
  doc.removeEventListener('submit', hold, true);
  holding = false;
  const was = requested;
  requested = false;
  return was;
}
