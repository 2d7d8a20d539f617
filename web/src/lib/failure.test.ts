import { failure } from './failure';

describe('a failure toast', () => {
  it('says what failed, that the connection is the cause, and what to do', () => {
    expect(failure("Your note wasn't saved", 'It is kept here; try again.', { status: 0, data: {} })).toBe(
      "Your note wasn't saved: no connection. It is kept here; try again.",
    );
  });

  it('owns a server fault as ours, whatever the server said', () => {
    expect(
      failure("Your vote wasn't counted", 'Try again.', { status: 503, data: { msg: 'Internal error' } }),
    ).toBe("Your vote wasn't counted: LearnFree had a problem on its side. Try again.");
  });

  it("runs a refusal on after what failed, as the server words it (with when to try again), keeping names' capitals", () => {
    expect(
      failure("Your request wasn't sent", 'Try again.', {
        status: 429,
        data: { msg: 'Too many requests. Try again in 10 minutes.' },
      }),
    ).toBe("Your request wasn't sent: too many requests. Try again in 10 minutes.");
    expect(
      failure("The course wasn't added", 'Try again.', {
        status: 400,
        data: { msg: 'YouTube has no such playlist' },
      }),
    ).toBe("The course wasn't added: YouTube has no such playlist.");
  });

  it('falls back to what failed and what to do when the answer says nothing', () => {
    expect(failure("The quiz wasn't deleted", 'Try again.', { status: 404, data: {} })).toBe(
      "The quiz wasn't deleted. Try again.",
    );
    expect(failure("Your last message wasn't sent", 'Write it again.')).toBe(
      "Your last message wasn't sent. Write it again.",
    );
  });
});
