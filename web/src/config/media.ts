/**
 * The site's own media under web/public/media, made by scripts/make-media.ts. The previews are
 * tiny WebP images inlined here (a few hundred bytes each), shown blurred while the real one loads.
 * Regenerate with `npx tsx scripts/make-media.ts`, which rewrites this file.
 */
export const media = {
  banner: {
    webm: '/media/banner.webm',
    mp4: '/media/banner.mp4',
    poster: '/media/banner-poster.webp',
    width: 960,
    height: 540,
    preview:
      'data:image/webp;base64,UklGRloAAABXRUJQVlA4IE4AAADwAQCdASoQAAkAA4BaJbACdADDmo8+pQAA/u9QeC7Tndn2fe1ljraJO0O3PuJm0snKcGsJFL/EUCI+qcxcZGOuV6Er399nGoWcPw+iAAA=',
  },
  about: {
    src: '/media/about.webp',
    width: 800,
    height: 600,
    preview:
      'data:image/webp;base64,UklGRn4AAABXRUJQVlA4IHIAAAAQAgCdASoQAAwAA4BaJbACdDBSwWg+58QAAP7uOgmDx6y9MHMImiauUqNTxA0r/z8hS5PgnYy9OIDh6vlXuThSVkFqhLf/OVoTs0preJKY/QCp4QbnBCE2KpthGWsKmv/vXYd8bZX8yXYjQcxpmDwBQAA=',
  },
} as const;
