import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';

export interface TabItem {
  id: string;
  label: string;
  content: ReactNode;
}

/**
 * Tabs after the WAI-ARIA pattern: one tab stop for the list, arrow keys (and Home/End) move
 * between tabs and select them, Tab moves on into the panel. Controlled when `value` is given.
 */
export function Tabs({
  label,
  tabs,
  value,
  onChange,
  keepMounted = false,
}: {
  /** Names the tab list for screen readers. */
  label: string;
  tabs: readonly TabItem[];
  value?: string;
  onChange?(id: string): void;
  /** Keeps hidden panels mounted, so what they hold (a half-written note) survives a look at another tab. */
  keepMounted?: boolean;
}) {
  const [own, setOwn] = useState(tabs[0]?.id ?? '');
  const selected = value ?? own;
  const baseId = useId();
  const refs = useRef(new Map<string, HTMLButtonElement>());

  const select = (id: string, focus = false) => {
    if (value === undefined) setOwn(id);
    onChange?.(id);
    if (focus) refs.current.get(id)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const index = tabs.findIndex((tab) => tab.id === selected);
    const last = tabs.length - 1;
    const next: Record<string, number> = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    const target = next[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(tabs[target]!.id, true);
  };

  const panels = keepMounted ? tabs : tabs.filter((tab) => tab.id === selected);
  return (
    <div className="tabs">
      <div className="tabs__list" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {tabs.map((tab) => {
          const isSelected = tab.id === selected;
          return (
            <button
              key={tab.id}
              ref={(node) => {
                if (node) refs.current.set(tab.id, node);
                else refs.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${tab.id}`}
              aria-selected={isSelected}
              aria-controls={`${baseId}-panel-${tab.id}`}
              tabIndex={isSelected ? 0 : -1}
              className="tabs__tab"
              onClick={() => select(tab.id)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {panels.map((tab) => (
        <div
          key={tab.id}
          className="tabs__panel"
          role="tabpanel"
          id={`${baseId}-panel-${tab.id}`}
          aria-labelledby={`${baseId}-tab-${tab.id}`}
          hidden={tab.id !== selected}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the pattern makes the panel a tab stop when it holds no focusable content
          tabIndex={0}
        >
          {tab.content}
        </div>
      ))}
    </div>
  );
}
