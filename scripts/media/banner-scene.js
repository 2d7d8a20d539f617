/*
 * The home banner's clip, drawn on a canvas one frame at a time by scripts/make-media.ts.
 * drawFrame(phase) takes the position in the loop (0 ≤ phase < 1); everything that moves is a
 * periodic function of it, so the last frame runs seamlessly into the first.
 */
(() => {
  const TAU = Math.PI * 2;

  const roundRect = (ctx, x, y, w, h, r) => {
    ctx.beginPath();
    ctx.roundRect(x, y, w, h, r);
  };

  const ease = (t) => (t <= 0 ? 0 : t >= 1 ? 1 : t * t * (3 - 2 * t));

  /** A filled rounded card lifted off the background by a dark shadow (`drop` pixels below it). */
  function card(ctx, x, y, w, h, radius, fill, shadow) {
    ctx.save();
    ctx.shadowColor = `rgba(2,6,23,${shadow.opacity})`;
    ctx.shadowBlur = shadow.blur;
    ctx.shadowOffsetY = shadow.drop;
    roundRect(ctx, x, y, w, h, radius);
    ctx.fillStyle = fill;
    ctx.fill();
    ctx.restore();
  }

  function background(ctx, w, h, phase) {
    const g = ctx.createLinearGradient(0, 0, w, h);
    g.addColorStop(0, '#1e1b4b');
    g.addColorStop(0.55, '#312e81');
    g.addColorStop(1, '#4338ca');
    ctx.fillStyle = g;
    ctx.fillRect(0, 0, w, h);
    // Soft lights drifting on circles.
    const blobs = [
      { x: 0.18, y: 0.25, r: 0.38, color: '99,102,241', radius: 0.05, offset: 0 },
      { x: 0.82, y: 0.78, r: 0.42, color: '245,158,11', radius: 0.04, offset: 0.35 },
      { x: 0.7, y: 0.15, r: 0.3, color: '56,189,248', radius: 0.06, offset: 0.65 },
    ];
    for (const b of blobs) {
      const a = TAU * (phase + b.offset);
      const cx = (b.x + Math.cos(a) * b.radius) * w;
      const cy = (b.y + Math.sin(a) * b.radius) * h;
      const rg = ctx.createRadialGradient(cx, cy, 0, cx, cy, b.r * w);
      rg.addColorStop(0, `rgba(${b.color},0.35)`);
      rg.addColorStop(1, `rgba(${b.color},0)`);
      ctx.fillStyle = rg;
      ctx.fillRect(0, 0, w, h);
    }
    // A faint dot grid.
    ctx.fillStyle = 'rgba(255,255,255,0.06)';
    for (let x = 24; x < w; x += 32) for (let y = 24; y < h; y += 32) ctx.fillRect(x, y, 2, 2);
  }

  const CODE = [
    [0, 0.42, '#a5b4fc'],
    [1, 0.3, '#fcd34d'],
    [1, 0.52, '#e0e7ff'],
    [2, 0.36, '#6ee7b7'],
    [2, 0.24, '#e0e7ff'],
    [1, 0.46, '#f9a8d4'],
    [0, 0.18, '#a5b4fc'],
  ];

  function editor(ctx, phase) {
    const x = 64;
    const y = 84;
    const w = 520;
    const h = 372;
    card(ctx, x, y, w, h, 18, '#0f172a', { opacity: 0.5, blur: 40, drop: 16 });
    // Title bar.
    roundRect(ctx, x, y, w, 44, [18, 18, 0, 0]);
    ctx.fillStyle = '#1e293b';
    ctx.fill();
    ['#f87171', '#fbbf24', '#34d399'].forEach((c, i) => {
      ctx.beginPath();
      ctx.arc(x + 26 + i * 22, y + 22, 7, 0, TAU);
      ctx.fillStyle = c;
      ctx.fill();
    });
    roundRect(ctx, x + 110, y + 13, 180, 18, 9);
    ctx.fillStyle = '#334155';
    ctx.fill();
    // Lines of code type in one after another, stay, and fade before the loop restarts.
    const fade = 1 - ease((phase - 0.86) / 0.12);
    const typed = phase / 0.72;
    CODE.forEach(([indent, length, color], i) => {
      const grow = ease((typed * CODE.length - i) / 1);
      if (grow <= 0) return;
      const lx = x + 64 + indent * 28;
      const ly = y + 76 + i * 38;
      ctx.globalAlpha = fade;
      ctx.fillStyle = '#475569';
      roundRect(ctx, x + 24, ly, 18, 12, 4);
      ctx.fill();
      ctx.fillStyle = color;
      roundRect(ctx, lx, ly, Math.max(12, w * length * grow), 12, 6);
      ctx.fill();
      ctx.globalAlpha = 1;
    });
    // The caret blinks twice a second (the loop is 6 s long, so 12 blinks).
    if (Math.sin(TAU * phase * 12) > -0.2) {
      const i = Math.min(CODE.length - 1, Math.floor(typed * CODE.length));
      const [indent, length] = CODE[i];
      const grow = ease(typed * CODE.length - i);
      ctx.globalAlpha = fade;
      ctx.fillStyle = '#fcd34d';
      ctx.fillRect(x + 64 + indent * 28 + Math.max(12, w * length * grow) + 6, y + 72 + i * 38, 4, 20);
      ctx.globalAlpha = 1;
    }
  }

  function playerCard(ctx, phase) {
    const bob = Math.sin(TAU * phase) * 8;
    const x = 620;
    const y = 70 + bob;
    const w = 276;
    const h = 176;
    const g = ctx.createLinearGradient(x, y, x + w, y + h);
    g.addColorStop(0, '#f59e0b');
    g.addColorStop(1, '#f97316');
    card(ctx, x, y, w, h, 16, g, { opacity: 0.45, blur: 30, drop: 12 });
    // Play button with a pulsing ring.
    const cx = x + w / 2;
    const cy = y + h / 2 - 10;
    const pulse = (phase * 3) % 1;
    ctx.beginPath();
    ctx.arc(cx, cy, 30 + pulse * 26, 0, TAU);
    ctx.strokeStyle = `rgba(255,255,255,${0.6 * (1 - pulse)})`;
    ctx.lineWidth = 3;
    ctx.stroke();
    ctx.beginPath();
    ctx.arc(cx, cy, 30, 0, TAU);
    ctx.fillStyle = '#ffffff';
    ctx.fill();
    ctx.beginPath();
    ctx.moveTo(cx - 9, cy - 14);
    ctx.lineTo(cx + 15, cy);
    ctx.lineTo(cx - 9, cy + 14);
    ctx.closePath();
    ctx.fillStyle = '#c2410c';
    ctx.fill();
    // The progress bar fills and empties once per loop, so it matches at the seam.
    const progress = 0.5 - 0.5 * Math.cos(TAU * phase);
    roundRect(ctx, x + 24, y + h - 30, w - 48, 8, 4);
    ctx.fillStyle = 'rgba(255,255,255,0.35)';
    ctx.fill();
    roundRect(ctx, x + 24, y + h - 30, Math.max(8, (w - 48) * progress), 8, 4);
    ctx.fillStyle = '#ffffff';
    ctx.fill();
  }

  function checklist(ctx, phase) {
    const bob = Math.sin(TAU * (phase + 0.4)) * 8;
    const x = 650;
    const y = 290 + bob;
    const w = 246;
    const h = 172;
    card(ctx, x, y, w, h, 16, '#ffffff', { opacity: 0.4, blur: 30, drop: 12 });
    const fade = 1 - ease((phase - 0.86) / 0.12);
    for (let i = 0; i < 3; i++) {
      const ry = y + 30 + i * 46;
      const done = ease((phase - 0.15 - i * 0.18) / 0.08) * fade;
      ctx.beginPath();
      ctx.arc(x + 34, ry + 6, 13, 0, TAU);
      ctx.fillStyle = done > 0.01 ? `rgba(4,120,87,${0.15 + 0.85 * done})` : '#e5e7eb';
      ctx.fill();
      if (done > 0.01) {
        ctx.save();
        ctx.globalAlpha = done;
        ctx.strokeStyle = '#ffffff';
        ctx.lineWidth = 3.5;
        ctx.lineCap = 'round';
        ctx.lineJoin = 'round';
        ctx.beginPath();
        ctx.moveTo(x + 27, ry + 6);
        ctx.lineTo(x + 32, ry + 11);
        ctx.lineTo(x + 41, ry + 1);
        ctx.stroke();
        ctx.restore();
      }
      roundRect(ctx, x + 60, ry, [130, 104, 150][i], 12, 6);
      ctx.fillStyle = '#c7d2fe';
      ctx.fill();
    }
  }

  function sparkles(ctx, w, h, phase) {
    const stars = [
      [0.55, 0.1, 0],
      [0.94, 0.52, 0.3],
      [0.05, 0.9, 0.55],
      [0.6, 0.93, 0.8],
    ];
    for (const [sx, sy, offset] of stars) {
      const s = 0.5 + 0.5 * Math.sin(TAU * (phase * 2 + offset));
      const r = 4 + s * 5;
      const cx = sx * w;
      const cy = sy * h;
      ctx.fillStyle = `rgba(252,211,77,${0.35 + 0.65 * s})`;
      ctx.beginPath();
      ctx.moveTo(cx, cy - r * 2);
      ctx.quadraticCurveTo(cx, cy, cx + r * 2, cy);
      ctx.quadraticCurveTo(cx, cy, cx, cy + r * 2);
      ctx.quadraticCurveTo(cx, cy, cx - r * 2, cy);
      ctx.quadraticCurveTo(cx, cy, cx, cy - r * 2);
      ctx.fill();
    }
  }

  window.drawFrame = (phase) => {
    const canvas = document.querySelector('canvas');
    const ctx = canvas.getContext('2d');
    const { width: w, height: h } = canvas;
    ctx.clearRect(0, 0, w, h);
    background(ctx, w, h, phase);
    editor(ctx, phase);
    playerCard(ctx, phase);
    checklist(ctx, phase);
    sparkles(ctx, w, h, phase);
  };
})();
