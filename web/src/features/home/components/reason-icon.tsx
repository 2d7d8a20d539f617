import type { ReasonIcon as Name } from '../content';

/** Line icons for the "Why Choose Us" cards, drawn on a 24-unit grid. */
const PATHS: Record<Name, string> = {
  course:
    'M4 5.5A1.5 1.5 0 0 1 5.5 4h13A1.5 1.5 0 0 1 20 5.5v9a1.5 1.5 0 0 1-1.5 1.5h-13A1.5 1.5 0 0 1 4 14.5zM10 7.5v5l4-2.5zM8 20h8M12 16v4',
  community:
    'M4 5h11a1 1 0 0 1 1 1v6a1 1 0 0 1-1 1H9l-3.5 3v-3H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zM19 9h1a1 1 0 0 1 1 1v6a1 1 0 0 1-1 1h-1v3l-3.5-3H11a1 1 0 0 1-1-1v-1',
  test: 'M9 4h6v2.5H9zM7 5H5.5A1.5 1.5 0 0 0 4 6.5v13A1.5 1.5 0 0 0 5.5 21h13a1.5 1.5 0 0 0 1.5-1.5v-13A1.5 1.5 0 0 0 18.5 5H17M7.5 12l1.5 1.5 3-3M7.5 17l1.5 1.5 3-3M14 12.5h3M14 17.5h3',
  certificate:
    'M12 3a6 6 0 1 1 0 12 6 6 0 0 1 0-12zM12 6.5l1 2 2.2.3-1.6 1.5.4 2.2-2-1-2 1 .4-2.2-1.6-1.5 2.2-.3zM8.5 14l-1.5 7 5-2.5 5 2.5-1.5-7',
  notes:
    'M6 3h9l4 4v13a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1zM14.5 3v4.5H19M8.5 11.5h7M8.5 15h7M8.5 18.5h4',
  educator: 'M12 4l9 4-9 4-9-4zM6.5 9.8V14c0 1.7 2.5 3 5.5 3s5.5-1.3 5.5-3V9.8M21 8v5.5M12 17v3M8 21h8',
};

export function ReasonIcon({ name }: { name: Name }) {
  return (
    <svg className="reason__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d={PATHS[name]}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
