export interface Rule {
  label: string;
  pattern: RegExp;
}
export const FORBIDDEN: Rule[];
export function isForbidden(moduleId: string): Rule | undefined;
export const MODULES_FILE: string;
export interface ChunkNode {
  imports: string[];
  dynamicImports: string[];
  modules: string[];
  isEntry: boolean;
  facade: string | null;
  css: string[];
}
export function precachePlan(
  chunks: Record<string, ChunkNode>,
  pages: { publicPages: string[]; otherPages: string[] },
): Set<string>;
