import { countText } from './count-text';

describe('countText', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [999, '999'],
    [1000, '1,000'],
    [12345, '12,345'],
    [100000, '100,000'],
    [1234567, '1,234,567'],
    [-4321, '-4,321'],
  ])('writes %d as %s, as English does', (n, text) => {
    expect(countText(n)).toBe(text);
    expect(countText(n)).toBe(n.toLocaleString('en-US'));
  });
});
