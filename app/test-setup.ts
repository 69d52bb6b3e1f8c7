import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";

afterEach(() => cleanup());

// jsdom lays nothing out and has no scrolling: scrolling an element into view does nothing there.
const elements = (globalThis.Element as typeof Element | undefined)?.prototype as
  Partial<Element> | undefined;
if (elements && !elements.scrollIntoView) elements.scrollIntoView = () => {};
