import './styles/global.css';
import { holdEarlySubmits } from './views/login/first-paint/early-submit';

// A pre-rendered login form must not submit natively before the app is up (early-submit.ts).
if (document.getElementById('app')?.firstElementChild) holdEarlySubmits();

/*
 * The entry only schedules the app (boot.tsx, preloaded by index.html) for after the first frame.
 * Evaluating the app's modules takes a while; were it to run first, the browser could not paint
 * what the page already holds (the pre-rendered login screen) until it was done. A hidden tab
 * draws no frames, hence the timer.
 */
let started = false;
const start = () => {
  if (started) return;
  started = true;
  void import('./boot');
};
requestAnimationFrame(() => setTimeout(start, 0));
setTimeout(start, 100);
