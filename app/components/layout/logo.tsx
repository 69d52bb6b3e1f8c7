interface LogoMarkProps {
  size?: number;
  className?: string;
}

/** The brand mark: a gold sun over a water drop. Decorative; the brand name carries the meaning. */
export function LogoMark({ size = 40, className }: LogoMarkProps) {
  return (
    <svg
      viewBox="0 0 48 48"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      <g stroke="#f2a900" strokeWidth="3" strokeLinecap="round">
        <path d="M24 3v5M9.2 9.2l3.5 3.5M38.8 9.2l-3.5 3.5M3 22h5M40 22h5" />
      </g>
      <circle cx="24" cy="20" r="10" fill="#f2a900" />
      <path
        d="M24 18c5 6.5 8 11.2 8 15a8 8 0 01-16 0c0-3.8 3-8.5 8-15z"
        fill="#0e7490"
        stroke="#fff"
        strokeWidth="2"
      />
      <path
        d="M20.5 33.5a3.5 3.5 0 003.5 3.5"
        stroke="#cff3fb"
        strokeWidth="1.8"
        fill="none"
        strokeLinecap="round"
      />
    </svg>
  );
}
