/** The product's wordmark; 2.8125rem tall as the spec sets. */
export function Logo() {
  return (
    <svg className="logo" viewBox="0 0 200 45" role="img" aria-label="LearnFree" height="45">
      <rect x="0" y="4" width="37" height="37" rx="9" fill="var(--color-primary)" />
      <path d="M7 17l11.5-5 11.5 5-11.5 5z" fill="#fff" />
      <path
        d="M12 21v6.5c0 2.6 13 2.6 13 0V21"
        fill="none"
        stroke="#fff"
        strokeWidth="2.6"
        strokeLinejoin="round"
      />
      <path d="M30 17v9" stroke="var(--color-accent)" strokeWidth="2.6" strokeLinecap="round" />
      <text x="46" y="31" fontFamily="var(--font-sans)" fontWeight="800" fontSize="23" fill="currentColor">
        Learn<tspan fill="var(--logo-accent, var(--color-primary))">Free</tspan>
      </text>
    </svg>
  );
}
