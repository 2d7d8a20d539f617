/**
 * Stands in for the network in web component tests: answers the app's fetches through `answer`
 * (path, method and JSON body in; status, JSON body and optional headers out) and records every call.
 */
import { act } from '@testing-library/react';

export interface StubCall {
  path: string;
  method: string;
  body?: Record<string, unknown>;
}

/** `headers`: extra response headers, e.g. the cursor of a list's next page. */
type StubReply = { status: number; body: unknown; headers?: Record<string, string> };
export type StubAnswer = StubReply | Promise<StubReply>;

export function stubFetch(answer: (call: StubCall) => StubAnswer): StubCall[] {
  const calls: StubCall[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const call: StubCall = {
      path: String(input),
      method: init?.method ?? 'GET',
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    };
    calls.push(call);
    const reply = await answer(call);
    return new Response(JSON.stringify(reply.body), { status: reply.status, headers: reply.headers });
  }) as typeof fetch;
  return calls;
}

/**
 * Holds the app's fetches unanswered, for a test of what shows while a call runs; the function it
 * returns answers the latest one, and lets React show the answer.
 */
export function holdFetch(): (reply: StubReply) => void {
  let release: (reply: StubReply) => void = () => {};
  stubFetch(() => new Promise((resolve) => (release = resolve)));
  return (reply) => act(() => release(reply));
}
