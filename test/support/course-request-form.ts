/** A course request as the form sends it: every field filled, with a real playlist's link. */

export const PLAYLIST = 'https://www.youtube.com/playlist?list=PLWKjhJtqVAbnqBxcdjVGgT3uVR10bzTEB';

/** The form's fields, with `extra` replacing or removing some. */
export const requestForm = (extra: Record<string, unknown> = {}) => ({
  name: 'Meera Iyer',
  email: 'meera@example.com',
  playlist: PLAYLIST,
  message: 'My course on data structures, 40 videos.',
  ...extra,
});
