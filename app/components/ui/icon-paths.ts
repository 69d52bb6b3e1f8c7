/**
 * Stroke icons on a 24 × 24 grid, drawn for this site in one style (2 px round strokes).
 * Only the icons a page renders end up in its markup; the paths are plain strings.
 */
export const iconPaths = {
  menu: "M4 6h16M4 12h16M4 18h16",
  globe:
    "M12 21a9 9 0 100-18 9 9 0 000 18zM3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z",
  close: "M6 6l12 12M18 6L6 18",
  "arrow-left": "M19 12H5m6-6l-6 6 6 6",
  "arrow-right": "M5 12h14m-6-6l6 6-6 6",
  "chevron-left": "M15 6l-6 6 6 6",
  "chevron-right": "M9 6l6 6-6 6",
  "chevron-down": "M6 9l6 6 6-6",
  phone: "M5 4h3l2 5-2.5 1.5a11 11 0 005 5L14 13l5 2v3a2 2 0 01-2 2A16 16 0 013 6a2 2 0 012-2z",
  mail: "M3 6h18v12H3zM3 7l9 6 9-6",
  "map-pin":
    "M12 21s-7-6.2-7-11.5A7 7 0 0119 9.5C19 14.8 12 21 12 21zM12 12a2.5 2.5 0 100-5 2.5 2.5 0 000 5z",
  clock: "M12 21a9 9 0 100-18 9 9 0 000 18zM12 7v5l3 2",
  calendar: "M4 6h16v14H4zM4 10h16M8 3v4M16 3v4",
  star: "M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1L3.2 9.5l6.1-.9z",
  sun: "M12 16a4 4 0 100-8 4 4 0 000 8zM12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4",
  droplet: "M12 3s6 6.5 6 11a6 6 0 01-12 0c0-4.5 6-11 6-11z",
  drill: "M12 2v4M8 6h8l-1 5H9zM10 11l1 9h2l1-9M6 20h12",
  wheat:
    "M12 22V8M12 8c0-2 1.5-4 3.5-5 0 2-1.5 4-3.5 5zM12 8C12 6 10.5 4 8.5 3c0 2 1.5 4 3.5 5zM12 13c1-2 3-3 5-3-.5 2-2.5 3.5-5 3zM12 13c-1-2-3-3-5-3 .5 2 2.5 3.5 5 3zM12 18c1-2 3-3 5-3-.5 2-2.5 3.5-5 3zM12 18c-1-2-3-3-5-3 .5 2 2.5 3.5 5 3z",
  graduation: "M2 9l10-5 10 5-10 5zM6 11v5c0 1.5 3 3 6 3s6-1.5 6-3v-5M22 9v6",
  wrench: "M14.7 6.3a4 4 0 00-5.4 5.4L3 18l3 3 6.3-6.3a4 4 0 005.4-5.4l-2.5 2.5-2.8-.7-.7-2.8z",
  check: "M5 12l5 5L20 7",
  "check-circle": "M12 21a9 9 0 100-18 9 9 0 000 18zM8 12l3 3 5-6",
  "alert-circle": "M12 21a9 9 0 100-18 9 9 0 000 18zM12 8v5M12 16h.01",
  "minus-circle": "M12 21a9 9 0 100-18 9 9 0 000 18zM8 12h8",
  chat: "M4 5h16v11H9l-5 4z",
  send: "M4 12l16-8-6 16-2-7z",
  play: "M8 5v14l11-7z",
  pause: "M8 5v14M16 5v14",
  users:
    "M9 11a4 4 0 100-8 4 4 0 000 8zM2 21c0-3.9 3.1-7 7-7s7 3.1 7 7M16 3.1a4 4 0 010 7.8M22 21c0-3.4-2.1-6.2-5-6.9",
  chart: "M4 20V4M4 20h16M8 16v-5M12 16V8M16 16v-3",
  shield: "M12 3l8 3v6c0 4.5-3.4 8.2-8 9-4.6-.8-8-4.5-8-9V6z",
  leaf: "M5 19c0-8 5-14 15-14 0 10-6 15-14 15zM5 19l8-8",
  zap: "M13 2L4 14h7l-1 8 9-12h-7z",
  search: "M11 18a7 7 0 100-14 7 7 0 000 14zM21 21l-5-5",
  facebook: "M14 8h3V4h-3a4 4 0 00-4 4v3H7v4h3v7h4v-7h3l1-4h-4V8z",
  telegram: "M21 4L3 11l6 2 2 6 3-4 5 4zM9 13l9-7",
  linkedin:
    "M4 9h4v11H4zM6 3.5a2 2 0 110 4 2 2 0 010-4zM10 9h4v2c.8-1.3 2-2 3.5-2C19.5 9 21 10.5 21 13v7h-4v-6c0-1.2-.8-2-2-2s-2 .8-2 2v6h-3z",
  youtube:
    "M21.5 7.5a2.6 2.6 0 00-1.8-1.8C18 5.2 12 5.2 12 5.2s-6 0-7.7.5a2.6 2.6 0 00-1.8 1.8C2 9.2 2 12 2 12s0 2.8.5 4.5a2.6 2.6 0 001.8 1.8c1.7.5 7.7.5 7.7.5s6 0 7.7-.5a2.6 2.6 0 001.8-1.8c.5-1.7.5-4.5.5-4.5s0-2.8-.5-4.5zM10 15V9l5 3z",
  building: "M4 21V5l8-3v19M12 8h8v13M8 9h.01M8 13h.01M8 17h.01M16 12h.01M16 16h.01M2 21h20",
  target:
    "M12 21a9 9 0 100-18 9 9 0 000 18zM12 17a5 5 0 100-10 5 5 0 000 10zM12 13a1 1 0 100-2 1 1 0 000 2z",
  lightbulb:
    "M9 18h6M10 21h4M12 3a6 6 0 00-3.5 10.9c.6.5 1 1.2 1 2.1h5c0-.9.4-1.6 1-2.1A6 6 0 0012 3z",
  battery: "M3 7h15v10H3zM21 10v4M6 10v4M9 10v4",
  gauge: "M4 18a8 8 0 1116 0M12 18l4-6",
  package: "M3 7l9-4 9 4v10l-9 4-9-4zM3 7l9 4 9-4M12 11v10",
  cpu: "M7 7h10v10H7zM10 10h4v4h-4zM9 3v4M15 3v4M9 17v4M15 17v4M3 9h4M3 15h4M17 9h4M17 15h4",
  handshake: "M2 11l4-4 4 2 4-2 4 2 4-2v6l-6 6-4-2-4 2-6-6z",
} as const;

export type IconName = keyof typeof iconPaths;
