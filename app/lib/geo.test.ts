import { describe, expect, it } from "vitest";
import { distance, MAP_HEIGHT, MAP_WIDTH, project, unproject } from "./geo";

describe("map projection", () => {
  it("puts Addis Ababa inside the surface, west of Dire Dawa and north of Hawassa", () => {
    const addis = project({ lat: 9.03, lon: 38.74 });
    const direDawa = project({ lat: 9.6, lon: 41.86 });
    const hawassa = project({ lat: 7.06, lon: 38.48 });
    for (const point of [addis, direDawa, hawassa]) {
      expect(point.x).toBeGreaterThan(0);
      expect(point.x).toBeLessThan(MAP_WIDTH);
      expect(point.y).toBeGreaterThan(0);
      expect(point.y).toBeLessThan(MAP_HEIGHT);
    }
    expect(addis.x).toBeLessThan(direDawa.x);
    expect(addis.y).toBeLessThan(hawassa.y);
    expect(distance(addis, direDawa)).toBeGreaterThan(50);
  });
});

describe("unproject", () => {
  it("finds the place under a point of the map, to a hundredth of a degree", () => {
    for (const place of [
      { lat: 9.03, lon: 38.74 },
      { lat: 13.5, lon: 39.47 },
      { lat: 6.05, lon: 37.55 },
    ]) {
      const back = unproject(project(place));
      expect(Math.abs(back.lat - place.lat)).toBeLessThanOrEqual(0.01);
      expect(Math.abs(back.lon - place.lon)).toBeLessThanOrEqual(0.01);
    }
  });
});
