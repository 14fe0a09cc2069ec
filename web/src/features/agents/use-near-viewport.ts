import { useEffect, useState } from "react";
import { usePageQuiet } from "../../lib/page-quiet";

/**
 * True once the element comes within `margin` of the viewport and the page is quiet (loaded and left alone a
 * moment, or in use: see pageQuiet): heavy parts (the map engine, some 250 KB) load only then, so on a slow phone
 * they never hold up the page's first paint or its first taps.
 */
export function useNearViewport<T extends Element>(margin = "300px") {
  const [element, setElement] = useState<T | null>(null);
  const [near, setNear] = useState(false);
  const quiet = usePageQuiet();
  useEffect(() => {
    if (!element || near) return;
    if (typeof IntersectionObserver === "undefined") {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), {
      rootMargin: margin,
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, near, margin]);
  return [setElement, near && quiet] as const;
}
