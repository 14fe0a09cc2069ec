import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach } from "vitest";

/** Where a component test draws: a container in the document and a React root in it. */
export interface MountPoint {
  container: HTMLDivElement;
  root: Root;
}

/**
 * A fresh container and React root for each test of the calling file: made before each test, unmounted and removed
 * after it. A test may replace `root` (a remount); the one there at the end is unmounted.
 */
export function mountPoint(): MountPoint {
  const dom = {} as MountPoint;
  beforeEach(() => {
    dom.container = document.createElement("div");
    document.body.append(dom.container);
    dom.root = createRoot(dom.container);
  });
  afterEach(() => {
    act(() => dom.root.unmount());
    dom.container.remove();
  });
  return dom;
}
