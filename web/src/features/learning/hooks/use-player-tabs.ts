/**
 * Which of the player's tabs is shown. A thread's address (`?lesson=…&question=…`, the link of the
 * answer mail) selects Discussion, on arrival and on Back and Forward. The Discussion tab is
 * rendered (and asks for questions) only once it has been selected. When the chapters sit beside the
 * video (`chaptersBeside`) they are no tab, and Notes is shown in their place.
 */
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

export type PlayerTab = 'chapters' | 'discussion' | 'notes' | 'resources';

export function usePlayerTabs(chaptersBeside = false) {
  const [search] = useSearchParams();
  const addressedQuestion = search.get('question');
  const [tab, setTab] = useState<PlayerTab>(addressedQuestion ? 'discussion' : 'chapters');
  const [discussionOpened, setDiscussionOpened] = useState(tab === 'discussion');
  const [focusRequested, setFocusRequested] = useState(false);
  /** Holds the player and so its tab list, to focus the selected tab when asked from elsewhere. */
  const container = useRef<HTMLDivElement>(null);

  const select = (id: string) => {
    setTab(id as PlayerTab);
    if (id === 'discussion') setDiscussionOpened(true);
  };

  useEffect(() => {
    if (addressedQuestion) {
      setTab('discussion');
      setDiscussionOpened(true);
    }
  }, [addressedQuestion]);

  useEffect(() => {
    if (!focusRequested) return;
    container.current?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')?.focus();
    setFocusRequested(false);
  }, [focusRequested]);

  return {
    tab: chaptersBeside && tab === 'chapters' ? 'notes' : tab,
    select,
    discussionOpened,
    container,
    /** Selects Discussion and moves focus to its tab, as the header's open-question count does. */
    goToDiscussion: () => {
      select('discussion');
      setFocusRequested(true);
    },
  };
}
