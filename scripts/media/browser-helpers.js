/* Runs inside Chromium for scripts/make-media.ts: turns SVG and canvas drawings into image data. */
(() => {
  const encode = (source, width, height, type, quality) => {
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const ctx = canvas.getContext('2d');
    ctx.imageSmoothingQuality = 'high';
    ctx.drawImage(source, 0, 0, width, height);
    return canvas.toDataURL(type, quality);
  };

  /** An SVG as WebP at its size, and a tiny PNG preview `previewWidth` pixels wide. */
  window.rasterise = async (svg, width, height, quality, previewWidth) => {
    const img = new Image();
    img.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
    await img.decode();
    const previewHeight = Math.max(1, Math.round((height * previewWidth) / width));
    return {
      image: encode(img, width, height, 'image/webp', quality),
      preview: encode(img, previewWidth, previewHeight, 'image/png'),
    };
  };

  /** The banner canvas as PNG (a video frame) after drawing the given loop phase. */
  window.frame = (phase) => {
    window.drawFrame(phase);
    return document.querySelector('canvas').toDataURL('image/png');
  };

  /** The banner canvas as a WebP poster and a tiny PNG preview of it. */
  window.poster = (phase, quality, previewWidth) => {
    window.drawFrame(phase);
    const canvas = document.querySelector('canvas');
    const previewHeight = Math.round((canvas.height * previewWidth) / canvas.width);
    return {
      image: canvas.toDataURL('image/webp', quality),
      preview: encode(canvas, previewWidth, previewHeight, 'image/png'),
    };
  };
})();
