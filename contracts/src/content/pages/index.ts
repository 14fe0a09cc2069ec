import type { SectionDef } from "../model";

// Each page's own sections (beyond its TopBanner), one module per page, merged by the registry.
export const pageSections: Record<string, SectionDef[]> = {};
