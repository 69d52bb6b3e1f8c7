import { ethiopiaOutline } from "~/content/ethiopia-outline";

/** The drawing surface of every map, in CSS pixels at full size (spec: 400 x 320). */
export const MAP_WIDTH = 400;
export const MAP_HEIGHT = 320;
const PADDING = 12;

/** A geographic point. */
export interface LatLon {
  readonly lat: number;
  readonly lon: number;
}

/** A point on the map surface, in map pixels. */
export interface MapPoint {
  readonly x: number;
  readonly y: number;
}

const lons = ethiopiaOutline.map(([lon]) => lon);
const lats = ethiopiaOutline.map(([, lat]) => lat);
const bounds = {
  west: Math.min(...lons),
  east: Math.max(...lons),
  south: Math.min(...lats),
  north: Math.max(...lats),
};
// Equirectangular projection corrected for the country's mean latitude, fitted and centred.
const kx = Math.cos((((bounds.north + bounds.south) / 2) * Math.PI) / 180);
const spanX = (bounds.east - bounds.west) * kx;
const spanY = bounds.north - bounds.south;
const scale = Math.min((MAP_WIDTH - 2 * PADDING) / spanX, (MAP_HEIGHT - 2 * PADDING) / spanY);
const offsetX = (MAP_WIDTH - spanX * scale) / 2;
const offsetY = (MAP_HEIGHT - spanY * scale) / 2;

/** Projects a geographic point onto the 400 x 320 map surface. */
export function project({ lat, lon }: LatLon): MapPoint {
  return {
    x: Math.round((offsetX + (lon - bounds.west) * kx * scale) * 10) / 10,
    y: Math.round((offsetY + (bounds.north - lat) * scale) * 10) / 10,
  };
}

/** The geographic point under a point of the map surface (the inverse of `project`), to 0.01°. */
export function unproject({ x, y }: MapPoint): LatLon {
  const round = (value: number) => Math.round(value * 100) / 100;
  return {
    lat: round(bounds.north - (y - offsetY) / scale),
    lon: round(bounds.west + (x - offsetX) / (kx * scale)),
  };
}

/** SVG path data of Ethiopia's outline on the map surface. */
export const ethiopiaPath = `${ethiopiaOutline
  .map(([lon, lat], i) => {
    const { x, y } = project({ lat, lon });
    return `${i === 0 ? "M" : "L"}${x} ${y}`;
  })
  .join("")}Z`;

/** Distance between two map points, in map pixels. */
export function distance(a: MapPoint, b: MapPoint): number {
  return Math.hypot(a.x - b.x, a.y - b.y);
}
