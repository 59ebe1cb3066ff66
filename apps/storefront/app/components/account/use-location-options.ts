import { type LanguageCode, Messages } from '@shop/contract';
import { useEffect, useState } from 'react';

import { notify } from '../../lib/toast';
import type { LocationOption, LocationsAnswer } from '../../routes/api.locations';

/** The resource route answering the choices of one level (routes.ts). */
const LOCATIONS_PATH = '/api/locations';

export type LocationKind = 'states' | 'cities';

export function locationsUrl(kind: LocationKind, parent: string, language: LanguageCode): string {
  return `${LOCATIONS_PATH}?${new URLSearchParams({ kind, parent, lang: language })}`;
}

/**
 * The states of a country or the cities of a state, loaded whenever `parent` (an id, '' for none)
 * changes; an answer for a parent no longer chosen is dropped. A failed load shows the spec's
 * generic error and leaves the list empty.
 */
export function useLocationOptions(
  kind: LocationKind,
  parent: string,
  language: LanguageCode,
): { options: LocationOption[]; loading: boolean } {
  const [loaded, setLoaded] = useState<{ parent: string; options: LocationOption[] } | null>(null);

  useEffect(() => {
    if (!parent) return;
    const controller = new AbortController();
    const load = async () => {
      try {
        const response = await fetch(locationsUrl(kind, parent, language), {
          headers: { Accept: 'application/json' },
          signal: controller.signal,
        });
        const answer = (await response.json()) as LocationsAnswer;
        if (!answer.ok) throw new Error(`${kind} of ${parent}: HTTP ${response.status}`);
        setLoaded({ parent, options: answer.options });
      } catch (error) {
        if (controller.signal.aborted) return;
        console.error('locations: could not load', error);
        notify('error', Messages.genericError, language);
        setLoaded({ parent, options: [] });
      }
    };
    void load();
    return () => controller.abort();
  }, [kind, parent, language]);

  const current = parent !== '' && loaded?.parent === parent;
  return { options: current ? loaded.options : [], loading: parent !== '' && !current };
}
