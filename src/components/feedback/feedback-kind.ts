/** How a toast looks: the kinds the HTTP layer and the views ask for. */
export type FeedbackKind = 'error' | 'success' | 'warning';
