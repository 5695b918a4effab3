import { useEffect, useState } from 'react';
import { useSnapshot } from '@/hooks/use-snapshot';
import type { PageOption, PageOptionsFrom } from '@contract/generated/page-schema';
import { fromDeclared, loadOptions, optionsKey, peekOptions } from './options-cache';
import type { ResolvedOption } from './types';

interface OptionSource {
  options?: PageOption[];
  optionsFrom?: PageOptionsFrom;
}

/** Declared options at once; loaded ones once their (shared, cached) load answers. */
export function useOptions(source: OptionSource): ResolvedOption[] {
  const { options } = source;
  const key = source.optionsFrom ? optionsKey(source.optionsFrom) : undefined;
  // The key stands for optionsFrom's content, so a new but equal object does not reload.
  const optionsFrom = useSnapshot(source.optionsFrom, [key]);
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
  }, [optionsFrom, key]);

  if (options) return fromDeclared(options);
  return loaded.key === key ? (loaded.options ?? []) : [];
}
