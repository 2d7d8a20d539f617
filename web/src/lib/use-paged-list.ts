/**
 * A list that pages, asked for by the component that shows it (`useAsked`): the first page, then
 * page after page on "Show more", one at a time, each item listed once (one that changed meanwhile
 * can move into a later page of the order). `shown` names the list on screen (its order, its
 * course or lesson, its reader): a page asked for another list is dropped, and the button of the
 * list on screen is free.
 */
import { useState } from 'react';
import { toast } from 'sonner';
import { t } from '../i18n';
import { type ApiResult, messageOf } from './api';
import { failure } from './failure';
import { useAsked } from './route-data';

export type PagedState<Ready extends { kind: 'ready'; next: string | null }> =
  | { kind: 'loading' }
  | { kind: 'failed'; msg: string }
  | Ready;

/** `listed` and then the items of `page` not already in it. */
export function withNew<Item extends { _id: string }>(listed: Item[], page: Item[]): Item[] {
  const ids = new Set(listed.map((item) => item._id));
  return [...listed, ...page.filter((item) => !ids.has(item._id))];
}

export function usePagedList<
  Ready extends { kind: 'ready'; next: string | null },
  Answer,
  Page extends Answer,
>({
  id,
  shown,
  ask,
  isPage,
  ready,
  add,
  failed,
}: {
  /** What is asked, one list per id on a page (`useAsked`). */
  id: string;
  shown: string;
  /** The first page, or the one `cursor` names. */
  ask(cursor?: string): Promise<ApiResult<Answer>>;
  isPage(data: Answer): data is Page;
  /** The list as the first page shows it. */
  ready(page: Page): Ready;
  /** The list with a further page added (`withNew`). */
  add(current: Ready, page: Page): Ready;
  /** What the toast says failed when a further page does not come ("More reviews weren't loaded"). */
  failed: string;
}) {
  type State = PagedState<Ready>;
  const list = useAsked(id, shown, async (): Promise<State> => {
    const { status, data } = await ask();
    return status === 200 && isPage(data) ? ready(data) : { kind: 'failed', msg: messageOf(data) };
  });
  const state: State = list.data ?? { kind: 'loading' };
  const [loadingMoreOf, setLoadingMoreOf] = useState<string | null>(null);
  const loadingMore = loadingMoreOf === shown;

  const loadMore = async () => {
    if (state.kind !== 'ready' || !state.next || loadingMore) return;
    setLoadingMoreOf(shown);
    const { status, data } = await ask(state.next);
    setLoadingMoreOf((now) => (now === shown ? null : now));
    if (status !== 200 || !isPage(data))
      return void toast.error(failure(failed, t('Try again.'), { status, data }));
    list.update((current) => (current.kind === 'ready' ? add(current as Ready, data) : current));
  };

  /** Changes the list shown, once it is (a local edit, a fresher read). */
  const change = (update: (current: Ready) => Ready) =>
    list.update((current) => (current.kind === 'ready' ? update(current as Ready) : current));

  return { state, loadingMore, loadMore, retry: list.retry, change };
}
