import { setCurrentLanguage } from '../i18n';
import { countText } from './count-text';

afterEach(() => setCurrentLanguage('en'));

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

  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1,000'],
    [12345, '12,345'],
    [100000, '1,00,000'],
    [1234567, '12,34,567'],
    [123456789, '12,34,56,789'],
    [-4321, '-4,321'],
  ])('writes %d as %s on a Hindi page, in lakhs and crores as Hindi does', (n, text) => {
    setCurrentLanguage('hi');
    expect(countText(n)).toBe(text);
    expect(countText(n)).toBe(n.toLocaleString('hi-IN'));
  });
});
