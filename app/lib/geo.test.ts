import { describe, expect, it } from "vitest";
import { distance, MAP_HEIGHT, MAP_WIDTH, project } from "./geo";

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
