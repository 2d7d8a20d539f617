/**
 * Tabs with the WAI-ARIA tablist pattern: one tab in the Tab order, arrow keys (and Home/End) move
 * between tabs and show their panel. Panels stay mounted while hidden, so a half-written note
 * survives a look at another tab.
 */
import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';

export interface Tab {
  title: string;
  panel: ReactNode;
}

export function Tabs({ label, tabs }: { label: string; tabs: Tab[] }) {
  const [active, setActive] = useState(0);
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  const base = useId();

  const select = (index: number) => {
    const next = (index + tabs.length) % tabs.length;
    setActive(next);
    buttons.current[next]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowRight: active + 1,
      ArrowLeft: active - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  };

  return (
    <div className="tabs">
      <div className="tabs__list" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {tabs.map((tab, index) => (
          <button
            key={tab.title}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${base}-tab-${index}`}
            className="tabs__tab"
            aria-selected={index === active}
            aria-controls={`${base}-panel-${index}`}
            tabIndex={index === active ? 0 : -1}
            onClick={() => setActive(index)}
          >
            {tab.title}
          </button>
        ))}
      </div>
      {tabs.map((tab, index) => (
        <div
          key={tab.title}
          role="tabpanel"
          id={`${base}-panel-${index}`}
          className="tabs__panel"
          aria-labelledby={`${base}-tab-${index}`}
          hidden={index !== active}
        >
          {tab.panel}
        </div>
      ))}
    </div>
  );
}
