import { Suspense } from "react";
import { useAuth } from "../features/auth/use-auth";
import { lazyWhenOnline } from "../lib/chunk";
import type { ItemEditor } from "./ListEditor";

// editors only: a visitor's pages carry none of the pencil's code, only this check
const EditorPencil = lazyWhenOnline(() => import("./EditorPencil"));

export interface PencilProps {
  pageName: string;
  section: string;
  client?: string;
  itemEditors?: Record<string, ItemEditor>;
}

export function Pencil(props: PencilProps) {
  const { isAdmin } = useAuth();
  if (!isAdmin) return null;
  return (
    <Suspense fallback={null}>
      <EditorPencil {...props} />
    </Suspense>
  );
}
