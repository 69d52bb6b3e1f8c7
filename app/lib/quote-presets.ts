import { interestFromSearch, irrigationMethods } from "~/content/get-started";
import { MAX_FARM_HECTARES } from "~/content/enquiry-forms";
import { ethiopianRegions } from "~/content/regions";
import { parseDecimal } from "./validation";

const clip = (value: string | null, max: number) =>
  value === null || value.trim() === "" ? undefined : value.trim().slice(0, max);

/**
 * The quote form's values carried in its URL: the chosen service, package or product
 * (`?service=`, `?package=`, `?product=`) and what the sizing page knows
 * (`farmSize`, `region`, `crops`, `irrigation`, `source`, `estimate`). Anything that is not a
 * valid choice is left out rather than shown as a wrong value.
 */
export function quotePresetsFromSearch(
  params: URLSearchParams,
): Record<string, string | undefined> {
  const area = parseDecimal(params.get("farmSize") ?? "");
  const region = params.get("region");
  const irrigation = params.get("irrigation");
  const source = clip(params.get("source"), 300);
  return {
    interest: interestFromSearch(params),
    farmSize: area !== null && area > 0 && area <= MAX_FARM_HECTARES ? String(area) : undefined,
    region: ethiopianRegions.find((name) => name === region),
    crops: clip(params.get("crops"), 200),
    irrigation: irrigationMethods.find((method) => method.value === irrigation)?.value,
    requirements: source ? `Water source: ${source}` : undefined,
    estimate: clip(params.get("estimate"), 1000),
  };
}
