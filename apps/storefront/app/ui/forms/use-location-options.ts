import { Messages } from '@shop/contract';
import { useEffect, useState } from 'react';

import { type DependentLocationKind, locationsUrl } from '../../lib/forms/location-choice';
import type { LocationOption } from '../../lib/forms/locations';
import { getJson } from '../../lib/get-json';
import type { ShopLanguage } from '../../lib/language';
import { notify } from '../toast';

export interface LocationOptions {
  options: readonly LocationOption[];
  /** True while the list for the current parent is on its way. */
  loading: boolean;
}

const NONE: readonly LocationOption[] = [];

/**
 * The states of a country or the cities of a state, loaded in the browser when the level above is
 * chosen (spec section 2: selecting a country loads its states, a state its cities), in the page's
 * language. Nothing is loaded while the parent is not chosen, and a list for a parent (or language)
 * no longer chosen is never shown. A failed load is logged, shows the spec's generic error and
 * leaves the list empty; state and city are optional, so the form can still be sent.
 */
export function useLocationOptions(
  kind: DependentLocationKind,
  parentId: number,
  language: ShopLanguage,
): LocationOptions {
  const url = parentId >= 1 ? locationsUrl(kind, parentId, language) : null;
  // The list is kept with the address it came from, so a list for another parent is never shown.
  const [loaded, setLoaded] = useState<{ url: string; options: readonly LocationOption[] } | null>(null);

  useEffect(() => {
    if (!url) return;
    const controller = new AbortController();
    void getJson(url, () => import('../../lib/forms/locations').then((module) => module.LocationsAnswer), {
      signal: controller.signal,
    }).then((result) => {
      if (controller.signal.aborted) return;
      if (result.ok && result.answer.ok) {
        setLoaded({ url, options: result.answer.options });
        return;
      }
      console.error(`locations: ${kind} not loaded`, result.ok ? result.answer : result);
      notify('error', Messages.genericError, language.code);
      setLoaded({ url, options: NONE });
    });
    return () => controller.abort();
  }, [url, kind, language.code]);

  if (!url) return { options: NONE, loading: false };
  return loaded?.url === url ? { options: loaded.options, loading: false } : { options: NONE, loading: true };
}
