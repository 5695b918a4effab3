import { badField, badRequest } from '../http/api-error';

/** The store page of an app (`app_type_json`): what the install page shows beside the icon and name. */
export interface StoreDetails {
  developer: string;
  rating: number;
  size: string;
  /** The downloads counter the store page shows (set by the master; real installs are counted apart). */
  downloads: number;
  description: string;
  screenshots: string[];
  whats_new: string;
}

export const STORE_FIELDS = ['developer', 'rating', 'size', 'downloads', 'description', 'screenshots', 'whats_new'] as const;

const EMPTY: StoreDetails = { developer: '', rating: 0, size: '', downloads: 0, description: '', screenshots: [], whats_new: '' };

const LIMITS = { developer: 64, size: 16, description: 4000, whats_new: 2000, screenshots: 8, url: 2048 };

/** An image address the console may store: an uploaded file, an http(s) URL, or an inline image. */
export const isImageAddress = (value: string) => /^(\/files\/[A-Za-z0-9/._-]+|https?:\/\/\S+|data:image\/[a-z+]+[;,]\S*)$/.test(value);

function text(details: Record<string, unknown>, key: 'developer' | 'size' | 'description' | 'whats_new'): string {
  const value = details[key] ?? '';
  if (typeof value !== 'string') throw badRequest(`app_type_json.${key}: must be a string`);
  // Named by the form's field (the form sends each detail as a field of its own).
  if (value.length > LIMITS[key]) throw badField(key, 'validation.maxLength', { limit: LIMITS[key] });
  return value.trim();
}

function number(details: Record<string, unknown>, key: 'rating' | 'downloads', max: number, integer: boolean): number {
  const value = details[key] ?? 0;
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > max || (integer && !Number.isInteger(value))) {
    throw badField(key, integer ? 'validation.wholeNumberRange' : 'validation.numberRange', { min: 0, max });
  }
  return value;
}

function screenshots(details: Record<string, unknown>): string[] {
  const value = details.screenshots ?? [];
  if (!Array.isArray(value) || value.length > LIMITS.screenshots) {
    throw badField('screenshots', 'validation.imageList', { limit: LIMITS.screenshots });
  }
  return value.map((item) => {
    if (typeof item !== 'string' || item.length > LIMITS.url || !isImageAddress(item)) {
      throw badField('screenshots', 'validation.imageAddress');
    }
    return item;
  });
}

/** Checks store details, whatever their origin (the JSON string of the spec, or the form's own fields). */
export function storeDetailsOf(details: Record<string, unknown>): StoreDetails {
  return {
    developer: text(details, 'developer'),
    rating: number(details, 'rating', 5, false),
    size: text(details, 'size'),
    downloads: number(details, 'downloads', 1_000_000_000, true),
    description: text(details, 'description'),
    screenshots: screenshots(details),
    whats_new: text(details, 'whats_new'),
  };
}

/** The stored JSON string as details; text stored by an older version or by hand reads as empty fields. */
export function parseStoreDetails(json: string): StoreDetails {
  try {
    const value: unknown = JSON.parse(json);
    if (value && typeof value === 'object' && !Array.isArray(value)) return storeDetailsOf({ ...EMPTY, ...value });
  } catch {
    // fall through: unreadable details are shown as none
  }
  return { ...EMPTY, screenshots: [] };
}

/** The `app_type_json` string a caller sent, as an object (the message names the problem). */
export function objectOfJson(json: string): Record<string, unknown> {
  if (!json.trim()) return {};
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    throw badRequest('app_type_json: not valid JSON');
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw badRequest('app_type_json: must be a JSON object');
  return value as Record<string, unknown>;
}
