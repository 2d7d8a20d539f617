import { PLAYBACK_RATES, PREFERENCE_MESSAGES, preferencesSchema, stepPlaybackRate } from './preferences';

const refusal = (body: unknown) => {
  const result = preferencesSchema(body);
  return result.ok ? 'accepted' : result.msg;
};

describe('the preferences schema', () => {
  it('takes any subset of the fields and leaves the others out', () => {
    expect(preferencesSchema({ theme: 'dark' })).toEqual({ ok: true, value: { theme: 'dark' } });
    expect(preferencesSchema({ playbackRate: 1.25, captions: true })).toEqual({
      ok: true,
      value: { playbackRate: 1.25, captions: true },
    });
    expect(preferencesSchema({ uiLanguage: 'hi', autoplayNext: false, extra: 'ignored' })).toEqual({
      ok: true,
      value: { uiLanguage: 'hi', autoplayNext: false },
    });
  });

  it('keeps the interests as before: trimmed, distinct categories, and null or empty for any language', () => {
    expect(preferencesSchema({ categories: [' Security ', 'Security'], language: '' })).toEqual({
      ok: true,
      value: { categories: ['Security'], language: null },
    });
    // Empty choices are a skip, and are stored as such.
    expect(preferencesSchema({ categories: [], language: null })).toEqual({
      ok: true,
      value: { categories: [], language: null },
    });
  });

  it('accepts every speed the player offers', () => {
    for (const playbackRate of PLAYBACK_RATES) expect(refusal({ playbackRate })).toBe('accepted');
  });

  it('refuses an empty body, and one with none of its fields', () => {
    expect(refusal({})).toBe(PREFERENCE_MESSAGES.nothingSent);
    expect(refusal({ colour: 'dark' })).toBe(PREFERENCE_MESSAGES.nothingSent);
    expect(refusal(null)).toBe('The request body must be a JSON object.');
    expect(refusal([])).toBe('The request body must be a JSON object.');
  });

  it('says what is wrong with each bad value', () => {
    expect(refusal({ theme: 'sepia' })).toBe('theme must be one of system, light, dark.');
    expect(refusal({ uiLanguage: 'fr' })).toBe('uiLanguage must be one of en, hi.');
    const speeds = "playbackRate must be one of the player's speeds: 0.5, 0.75, 1, 1.25, 1.5, 1.75, 2.";
    for (const playbackRate of [1.1, 3, 0.25, '1.5', null]) expect(refusal({ playbackRate })).toBe(speeds);
    expect(refusal({ captions: 'yes' })).toBe('captions must be true or false.');
    expect(refusal({ autoplayNext: 1 })).toBe('autoplayNext must be true or false.');
    expect(refusal({ language: 'klingon' })).toBe('language must be one of english, hindi, or null for any.');
    expect(refusal({ categories: 'Security' })).toBe('categories must be a list.');
    expect(refusal({ categories: [''] })).toBe('Each of categories must be a category name.');
    expect(refusal({ categories: Array.from({ length: 9 }, (_, i) => `C${i}`) })).toBe(
      'Choose at most 8 categories.',
    );
  });

  it('refuses the whole update when one field is bad, even beside good ones', () => {
    expect(refusal({ theme: 'dark', playbackRate: 5 })).not.toBe('accepted');
  });
});

describe('a speed step', () => {
  it('moves one speed up or down and stops at the ends', () => {
    expect(stepPlaybackRate(1, 1)).toBe(1.25);
    expect(stepPlaybackRate(1, -1)).toBe(0.75);
    expect(stepPlaybackRate(2, 1)).toBe(2);
    expect(stepPlaybackRate(0.5, -1)).toBe(0.5);
  });
});
