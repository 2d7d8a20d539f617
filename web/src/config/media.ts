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
  avatars: [
    {
      src: '/media/avatar-1.webp',
      width: 160,
      height: 160,
      preview:
        'data:image/webp;base64,UklGRvwAAABXRUJQVlA4WAoAAAAQAAAADwAADwAAQUxQSGgAAAABcFtr25o8SXDZQru/zWEqSkb42eBnk5ScVFRSMoK7u3/fChExAQBhO57NYhfyM9O6PX/ebBIww6dwYMA+xZb6XXY37ql0XU1npRmNVJEmshpbPsu2JZqyBgQ9ST8Aiqd/pwxA7SmsAVZQOCBuAAAAkAIAnQEqEAAQAAOAWiWwAnR/AIKQtyLM9aFCGgAA/uhFrx9FFuxoycuVzSuhzYpctQDUcGAjZ8ZoUh/RMhVo9xVWNj1KGVdVKYAJDfc1JzpR/HP8/UpGqBQPdy1Majngoy+hD9CiGoiFZrKUAAA=',
    },
    {
      src: '/media/avatar-2.webp',
      width: 160,
      height: 160,
      preview:
        'data:image/webp;base64,UklGRhABAABXRUJQVlA4WAoAAAAQAAAADwAADwAAQUxQSGgAAAABcFtr25o8SXDZQru/zWEqSkb42eBnk5ScVFRSMoK7u3/fChExAQBhO57NYhfyM9O6PX/ebBIww6dwYMA+xZb6XXY37ql0XU1npRmNVJEmshpbPsu2JZqyBgQ9ST8Aiqd/pwxA7SmsAVZQOCCCAAAAsAIAnQEqEAAQAAOAWiWwAnRH/+mADkKvsZ2gs9WAAP7rpU+LDJeKQh9mqwz942cjF+ga+NpHamYDBuz0L/8vHa0DTweMDbRHjyczU8UIBph5AEFwWyYhakcY1bwOf/zKypJc9EnW9uFc5Zck62Ig5xC2cqNfIrIjo3ud9ANmCYAAAA==',
    },
    {
      src: '/media/avatar-3.webp',
      width: 160,
      height: 160,
      preview:
        'data:image/webp;base64,UklGRgQBAABXRUJQVlA4WAoAAAAQAAAADwAADwAAQUxQSGgAAAABcFtr25o8SXDZQru/zWEqSkb42eBnk5ScVFRSMoK7u3/fChExAQBhO57NYhfyM9O6PX/ebBIww6dwYMA+xZb6XXY37ql0XU1npRmNVJEmshpbPsu2JZqyBgQ9ST8Aiqd/pwxA7SmsAVZQOCB2AAAA0AIAnQEqEAAQAAOAWiWwAnQwSsiD90ActNZucpDYAAD+62+9jX2nUY5w+2hsUo7jGso/oK9LJsj0YnJPfixIrYwI58byhsX07Y2BNVScaWs6IrnbTxFDy0nchTJ2Cn4hvokvMfzG/WhwPAq4GyLXnmOmVyAAAA==',
    },
  ],
} as const;
