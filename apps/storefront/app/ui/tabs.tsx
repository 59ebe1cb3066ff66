import { type ReactNode, useRef } from 'react';

import { useLanguage } from '../lib/language';
import { nextTabIndex } from './tab-navigation';

export interface TabDefinition<Id extends string> {
  id: Id;
  label: string;
  panel: ReactNode;
}

/**
 * Tabs as the WAI-ARIA pattern has them: a tablist whose arrow keys move (and select) in the
 * reading direction, so they mirror in Arabic; Home and End; only the selected tab is in the tab
 * order. Every panel is in the server's HTML (the others hidden), so search engines read them all.
 */
export function Tabs<Id extends string>({
  idPrefix,
  tabs,
  selected,
  onSelect,
}: {
  idPrefix: string;
  tabs: readonly TabDefinition<Id>[];
  selected: Id;
  onSelect: (id: Id) => void;
}) {
  const language = useLanguage();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const tabId = (id: Id) => `${idPrefix}-tab-${id}`;
  const panelId = (id: Id) => `${idPrefix}-panel-${id}`;
  const selectedIndex = Math.max(
    0,
    tabs.findIndex((tab) => tab.id === selected),
  );

  return (
    <div>
      <div role="tablist" className="flex flex-wrap gap-x-1 border-b border-sand-200">
        {tabs.map((tab, index) => {
          const isSelected = index === selectedIndex;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                tabRefs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              aria-selected={isSelected}
              aria-controls={panelId(tab.id)}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => onSelect(tab.id)}
              onKeyDown={(event) => {
                const next = nextTabIndex(index, event.key, tabs.length, language.dir);
                const target = next === null ? undefined : tabs[next];
                if (next === null || !target) return;
                event.preventDefault();
                onSelect(target.id);
                tabRefs.current[next]?.focus();
              }}
              className={`shrink-0 border-b-2 px-4 py-3 text-sm font-semibold whitespace-nowrap sm:text-base ${
                isSelected
                  ? 'border-olive-700 text-olive-900'
                  : 'border-transparent text-olive-600 hover:border-olive-300 hover:text-olive-900'
              }`}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab, index) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={panelId(tab.id)}
          aria-labelledby={tabId(tab.id)}
          hidden={index !== selectedIndex}
          tabIndex={0}
          className="py-6"
        >
          {tab.panel}
        </div>
      ))}
    </div>
  );
}
