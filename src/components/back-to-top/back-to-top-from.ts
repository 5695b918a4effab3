/** How far the window must have scrolled, in px, before the back-to-top button shows. */
export const BACK_TO_TOP_FROM = 400;
