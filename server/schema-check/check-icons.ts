import { ICON_NAMES } from '../../contract/icon-names';

export type IconPlace = keyof typeof ICON_NAMES;

const PLACE_NAMES: Record<IconPlace, string> = { menu: 'a menu entry', action: 'an action', stat: 'a stat card' };

/** Why an icon name draws nothing (only the bundled icons exist in the console), or undefined. */
export function iconProblem(name: unknown, place: IconPlace): string | undefined {
  if (typeof name !== 'string' || ICON_NAMES[place].includes(name)) return undefined;
  return `icon '${name}' is not bundled for ${PLACE_NAMES[place]}; known icons: ${ICON_NAMES[place].join(', ')} (contract/icon-names.ts)`;
}
