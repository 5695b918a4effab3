import { useEffect, useState } from 'react';
import type { PageOption, PageOptionsFrom } from '@/api/generated/page-schema';
import { fromDeclared, loadOptions, optionsKey, peekOptions } from './options-cache';
import type { ResolvedOption } from './types';

interface OptionSource {
  options?: PageOption[];
  optionsFrom?: PageOptionsFrom;
}

/** Declared options at once; loaded ones once their (shared, cached) load answers. */
export function useOptions(source: OptionSource): ResolvedOption[] {
  const { options, optionsFrom } = source;
  const key = optionsFrom ? optionsKey(optionsFrom) : undefined;
  const [loaded, setLoaded] = useState<{ key?: string; options?: ResolvedOption[] }>(() => ({
    key,
    options: optionsFrom ? peekOptions(optionsFrom) : undefined,
  }));

  useEffect(() => {
    if (!optionsFrom || !key) return;
    let live = true;
    loadOptions(optionsFrom).then(
      (next) => live && setLoaded({ key, options: next }),
      () => undefined,
    );
    return () => {
      live = false;
    };
    // The key stands for optionsFrom's content, so a new but equal object does not reload.
  }, [key]);

  if (options) return fromDeclared(options);
  return loaded.key === key ? (loaded.options ?? []) : [];
}
