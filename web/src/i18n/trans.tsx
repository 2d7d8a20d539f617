/**
 * A message with elements inside it, for the few sentences whose words surround a link or emphasis:
 * `<Trans id="Read the <0>terms</0> first." components={[<Link to={paths.terms} />]} />`. The
 * translation may move `<0>…</0>` anywhere in its sentence; each element gets the text between its
 * tags as its children.
 */
import { cloneElement, Fragment, type ReactElement, type ReactNode } from 'react';
import type { MessageValues } from './format-message';
import { t } from './translate';

const TAG = /<(\d+)>([\s\S]*?)<\/\1>/g;

export function Trans({
  id,
  values,
  components,
}: {
  id: string;
  values?: MessageValues;
  components: readonly ReactElement<{ children?: ReactNode }>[];
}) {
  const text = t(id, values);
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    parts.push(text.slice(last, match.index));
    const element = components[Number(match[1])];
    parts.push(element ? cloneElement(element, { key: match.index }, match[2]) : match[2]);
    last = match.index + match[0].length;
  }
  parts.push(text.slice(last));
  return <Fragment>{parts}</Fragment>;
}
