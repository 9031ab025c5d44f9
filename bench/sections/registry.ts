/**
 * Every part of `npm run bench`, in the order a full run measures them. Adding a measure is
 * adding its section here (bench/sections/section.ts says what one is).
 */
import { aiSection } from "./ai";
import { importSection } from "./import";
import { lighthouseSection } from "./lighthouse";
import { memorySection } from "./memory";
import { fridgeSection } from "./fridge";
import { bytesSection, loadSection, mixedSection } from "./load";
import { pagesSection } from "./pages";
import { planSection } from "./plan";
import { reviewsSection } from "./reviews";
import { searchSection } from "./search";
import type { Section } from "./section";
import { startupSection } from "./startup";

export const sections: Section[] = [
  searchSection,
  planSection,
  fridgeSection,
  importSection,
  pagesSection,
  lighthouseSection,
  startupSection,
  loadSection,
  bytesSection,
  mixedSection,
  aiSection,
  reviewsSection,
  memorySection,
];
