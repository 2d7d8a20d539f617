/**
 * The room's delivery windows. API Gateway bills every frame it pushes to a connection, and every
 * message used to be a frame to every open connection. Now the first message after a quiet spell
 * opens a window of a second; its sender delivers everything stored in the window, in one frame per
 * connection, once the window has closed; messages sent while it is open leave their delivery to it.
 * One item per room holds the open window's end (epoch ms) and the end of the one before, where this
 * window's messages begin.
 */
import { isConditionFailure } from './conditions';
import { keys } from './keys';
import { table } from './table-client';

export interface DeliveryWindow {
  /** Whether this caller opened the window, and so delivers what it holds. */
  opened: boolean;
  /** Messages stored after this time (epoch ms)... */
  after: number;
  /** ...up to this one belong to the window. */
  until: number;
}

/**
 * How far back an opened window reaches at most: a window after a quiet spell starts where the last
 * one ended, and anything older than this that was not delivered is in the history clients load.
 */
export const WINDOW_LOOKBACK_MS = 10_000;

/** The window an item describes, seen the same way by the sender who opened it and by the others. */
function windowOf(item: Record<string, unknown> | undefined, opened: boolean): DeliveryWindow {
  const openedAt = Number(item?.windowOpened ?? 0);
  const after = Math.max(Number(item?.windowAfter ?? 0), openedAt - WINDOW_LOOKBACK_MS);
  return { opened, after, until: Number(item?.windowUntil ?? 0) };
}

/**
 * Opens the room's window from `now` for `lengthMs`, unless one is open: answers the window a message
 * stored before `now` falls into, and whether the caller opened it. Of two senders racing to open it,
 * the condition lets one open it and tells the other it is open.
 */
export async function enterDeliveryWindow(
  room: string,
  now: number,
  lengthMs: number,
): Promise<DeliveryWindow> {
  try {
    const out = await table.update({
      Key: keys.chatDelivery(room),
      UpdateExpression:
        'SET windowAfter = if_not_exists(windowUntil, :zero), windowOpened = :now, windowUntil = :until',
      ConditionExpression: 'attribute_not_exists(windowUntil) OR windowUntil <= :now',
      ExpressionAttributeValues: { ':zero': 0, ':now': now, ':until': now + lengthMs },
      ReturnValues: 'ALL_NEW',
    });
    return windowOf(out.Attributes, true);
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
  // Open: read it strongly, so it is the window the condition saw, or one opened since.
  return windowOf(await table.get(keys.chatDelivery(room), { ConsistentRead: true }), false);
}
