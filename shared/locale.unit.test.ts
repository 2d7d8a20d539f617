import { negotiateUiLanguage } from './locale';

describe('negotiateUiLanguage', () => {
  it('follows a Hindi browser, by its list or by its header', () => {
    expect(negotiateUiLanguage(['hi-IN', 'en'])).toBe('hi');
    expect(negotiateUiLanguage('hi-IN,hi;q=0.9,en;q=0.8')).toBe('hi');
  });

  it('honours the weights of the header, not only its order', () => {
    expect(negotiateUiLanguage('en;q=0.5,hi;q=0.9')).toBe('hi');
    expect(negotiateUiLanguage('hi;q=0,en')).toBe('en');
  });

  it('skips languages the interface does not speak, and falls back to English', () => {
    expect(negotiateUiLanguage('ta-IN,hi;q=0.7')).toBe('hi');
    expect(negotiateUiLanguage(['fr-FR', 'de'])).toBe('en');
    expect(negotiateUiLanguage(undefined)).toBe('en');
    expect(negotiateUiLanguage('')).toBe('en');
  });
});
