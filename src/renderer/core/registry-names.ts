/**
 * Names a page schema may use for registered parts (`component` of a column, a widget, or a page part).
 * Plain data so the schema checker (Node) can read it; a unit test checks that every name here has a
 * registered implementation and vice versa.
 */
export const REGISTERED_VALUE_TYPES: string[] = [];
export const REGISTERED_WIDGETS: string[] = [];
export const REGISTERED_PAGE_PARTS: string[] = [];
