import { lazily } from './lazily';

describe('lazily', () => {
  it('makes nothing until first asked, then makes the value once and keeps it', () => {
    const make = jest.fn(() => ({ made: true }));
    const value = lazily(make);
    expect(make).not.toHaveBeenCalled();
    const first = value();
    expect(value()).toBe(first);
    expect(make).toHaveBeenCalledTimes(1);
  });

  it('keeps a value that is falsy', () => {
    const make = jest.fn(() => 0);
    const value = lazily(make);
    expect([value(), value()]).toEqual([0, 0]);
    expect(make).toHaveBeenCalledTimes(1);
  });
});
