/** Hand-drawn SVG illustrations for the site: the about picture. */

/** A gradient from `from` to `to`: `down` runs top to bottom, `diagonal` top left to bottom right. */
const gradient = (id: string, way: 'down' | 'diagonal', from: string, to: string) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${way === 'down' ? 0 : 1}" y2="1">
      <stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/>
    </linearGradient>`;

/** A desk with a laptop playing a lesson, an open notebook, a coffee cup, books and a plant (800×600). */
export function aboutSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600" width="800" height="600">
  <defs>
    ${gradient('wall', 'down', '#e0e7ff', '#c7d2fe')}
    ${gradient('sky', 'diagonal', '#fde68a', '#fb923c')}
    ${gradient('screen', 'diagonal', '#312e81', '#4338ca')}
    ${gradient('desk', 'down', '#b45309', '#92400e')}
  </defs>
  <rect width="800" height="600" fill="url(#wall)"/>
  <!-- window with a sunset -->
  <rect x="470" y="50" width="270" height="210" rx="14" fill="#ffffff"/>
  <rect x="484" y="64" width="242" height="182" rx="8" fill="url(#sky)"/>
  <circle cx="640" cy="200" r="40" fill="#fef3c7" opacity="0.9"/>
  <path d="M484 230l60-50 50 38 42-30 90 58v0H484z" fill="#7c2d12" opacity="0.35"/>
  <rect x="602" y="64" width="6" height="182" fill="#ffffff"/>
  <rect x="484" y="152" width="242" height="6" fill="#ffffff"/>
  <!-- shelf with books -->
  <rect x="60" y="170" width="250" height="12" rx="4" fill="#6366f1"/>
  <rect x="78" y="100" width="26" height="70" rx="3" fill="#f59e0b"/>
  <rect x="106" y="88" width="22" height="82" rx="3" fill="#4338ca"/>
  <rect x="130" y="110" width="30" height="60" rx="3" fill="#10b981"/>
  <rect x="164" y="96" width="20" height="74" rx="3" fill="#ef4444" transform="rotate(8 174 133)"/>
  <circle cx="262" cy="140" r="30" fill="#a5b4fc"/>
  <path d="M262 118v22l14 10" stroke="#312e81" stroke-width="5" fill="none" stroke-linecap="round"/>
  <!-- desk -->
  <rect x="0" y="450" width="800" height="150" fill="url(#desk)"/>
  <rect x="0" y="450" width="800" height="14" fill="#d97706"/>
  <!-- plant -->
  <path d="M690 450l-8-70h60l-8 70z" fill="#f97316"/>
  <path d="M712 382c-30-40-50-60-66-62 10 26 30 50 66 62z" fill="#059669"/>
  <path d="M712 382c20-50 40-74 62-80-4 32-28 62-62 80z" fill="#10b981"/>
  <path d="M712 382c-2-50 6-86 22-100 10 34 0 70-22 100z" fill="#047857"/>
  <!-- laptop -->
  <rect x="190" y="230" width="380" height="232" rx="16" fill="#1e293b"/>
  <rect x="204" y="244" width="352" height="204" rx="8" fill="url(#screen)"/>
  <rect x="226" y="264" width="200" height="116" rx="8" fill="#f59e0b"/>
  <circle cx="326" cy="322" r="26" fill="#ffffff"/>
  <path d="M318 309l22 13-22 13z" fill="#c2410c"/>
  <rect x="226" y="396" width="200" height="8" rx="4" fill="#6366f1"/>
  <rect x="226" y="396" width="124" height="8" rx="4" fill="#fcd34d"/>
  <rect x="226" y="414" width="150" height="10" rx="5" fill="#a5b4fc"/>
  <g fill="#c7d2fe">
    <rect x="444" y="266" width="92" height="26" rx="6" opacity="0.35"/>
    <rect x="444" y="300" width="92" height="26" rx="6" opacity="0.35"/>
    <rect x="444" y="334" width="92" height="26" rx="6" opacity="0.35"/>
  </g>
  <circle cx="458" cy="279" r="7" fill="#34d399"/>
  <circle cx="458" cy="313" r="7" fill="#34d399"/>
  <circle cx="458" cy="347" r="7" fill="none" stroke="#c7d2fe" stroke-width="2"/>
  <path d="M150 462h460l-26 22H176z" fill="#94a3b8"/>
  <rect x="150" y="456" width="460" height="10" rx="5" fill="#cbd5e1"/>
  <!-- notebook and pencil -->
  <g transform="rotate(-8 110 520)">
    <rect x="40" y="478" width="160" height="96" rx="6" fill="#ffffff"/>
    <rect x="118" y="478" width="4" height="96" fill="#e5e7eb"/>
    <g stroke="#c7d2fe" stroke-width="3" stroke-linecap="round">
      <path d="M54 500h52M54 516h46M54 532h56M54 548h36M134 500h52M134 516h40M134 532h50"/>
    </g>
  </g>
  <rect x="196" y="520" width="120" height="10" rx="5" fill="#fbbf24" transform="rotate(-18 256 525)"/>
  <!-- coffee -->
  <rect x="620" y="486" width="58" height="62" rx="10" fill="#ffffff"/>
  <path d="M678 500c22 0 22 34 0 34" stroke="#ffffff" stroke-width="8" fill="none"/>
  <rect x="626" y="492" width="46" height="10" rx="4" fill="#78350f"/>
  <g stroke="#ffffff" stroke-width="4" fill="none" stroke-linecap="round" opacity="0.8">
    <path d="M636 474c-8-10 8-14 0-26"/><path d="M654 474c-8-10 8-14 0-26"/>
  </g>
</svg>`;
}
